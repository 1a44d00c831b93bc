/**
 * A controllable matchMedia for jsdom (which has none): queries are evaluated against a fake
 * viewport width, and changing the width fires "change" on every list whose result flips.
 */
type ChangeListener = (event: MediaQueryListEvent) => void;

interface FakeMediaQueryList extends MediaQueryList {
  notify(): void;
}

let viewportWidth = 1280;
const liveLists = new Set<FakeMediaQueryList>();

function evaluate(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (!min && !max) return false;
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

function createList(query: string): FakeMediaQueryList {
  const listeners = new Set<ChangeListener>();
  let lastMatches = evaluate(query);
  const list = {
    media: query,
    get matches() {
      return evaluate(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: ChangeListener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: ChangeListener) => listeners.delete(listener),
    addListener: (listener: ChangeListener) => listeners.add(listener),
    removeListener: (listener: ChangeListener) => listeners.delete(listener),
    dispatchEvent: () => true,
    notify() {
      const matches = evaluate(query);
      if (matches === lastMatches) return;
      lastMatches = matches;
      const event = { matches, media: query } as MediaQueryListEvent;
      for (const listener of listeners) listener(event);
    },
  };
  return list as unknown as FakeMediaQueryList;
}

export function installMatchMedia(width = 1280): void {
  viewportWidth = width;
  liveLists.clear();
  window.matchMedia = (query: string) => {
    const list = createList(query);
    liveLists.add(list);
    return list;
  };
}

export function setViewportWidth(width: number): void {
  viewportWidth = width;
  for (const list of liveLists) list.notify();
}
