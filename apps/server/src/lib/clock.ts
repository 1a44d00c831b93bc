/** Every "now" goes through a Clock, so tests can fix or advance time. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
