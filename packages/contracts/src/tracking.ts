import { z } from 'zod';
import {
  TEXT_LIMITS,
  idSchema,
  isoDateTimeSchema,
  metadataSchema,
  truncateText,
} from './primitives';

/** Client batching (spec 02 §9): flush at 10 events, every 5 s and on unload. */
export const TRACKING_FLUSH_SIZE = 10;
export const TRACKING_FLUSH_INTERVAL_MS = 5000;
/** Most events one batch request may carry; a client that buffered more splits them. */
export const TRACKING_BATCH_MAX_EVENTS = 100;
/** A user-activity session ends after 30 minutes without input (spec 01 §9). */
export const SESSION_INACTIVITY_TIMEOUT_MS = 1_800_000;

/** Analytics labels are cut (spec 02 §5): questions to 100 characters, errors to 200. */
export const QUESTION_LABEL_MAX_LENGTH = 100;
export const ERROR_LABEL_MAX_LENGTH = 200;
/** Schema ceiling for any label: the longer of the two cuts. */
export const TRACKING_LABEL_MAX_LENGTH = ERROR_LABEL_MAX_LENGTH;

/**
 * Label for a question event. Cut to 100 characters so analytics never store a whole
 * (possibly personal) question, and the label stays groupable.
 */
export function buildQuestionLabel(question: string): string {
  return truncateText(question.trim(), QUESTION_LABEL_MAX_LENGTH);
}

export function buildErrorLabel(message: string): string {
  return truncateText(message.trim(), ERROR_LABEL_MAX_LENGTH);
}

const short = z.string().trim().max(100);

export const deviceInfoSchema = z
  .object({
    userAgent: z.string().max(500).optional(),
    deviceType: z.enum(['mobile', 'tablet', 'desktop', 'unknown']).optional(),
    browser: short.optional(),
    os: short.optional(),
    platform: short.optional(),
    language: z.string().max(35).optional(),
    screenWidth: z.number().int().nonnegative().max(100_000).optional(),
    screenHeight: z.number().int().nonnegative().max(100_000).optional(),
    timezone: short.optional(),
  })
  .strict();
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/** One analytics event (spec 02 §3); userId is optional as the server takes it from the session. */
export const trackingEventSchema = z
  .object({
    category: short.min(1),
    action: short.min(1),
    label: z.string().max(TRACKING_LABEL_MAX_LENGTH).optional(),
    value: z.number().optional(),
    userId: idSchema.optional(),
    sessionId: z.string().max(TEXT_LIMITS.id).optional(),
    deviceInfo: deviceInfoSchema.optional(),
    dimensions: metadataSchema.optional(),
    timestamp: isoDateTimeSchema,
  })
  .strict();
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** Batch sent to the activity endpoint (fallback /metrics/events). */
export const trackingBatchSchema = z
  .object({
    events: z
      .array(trackingEventSchema)
      .min(1, 'At least one event is required')
      .max(TRACKING_BATCH_MAX_EVENTS, `At most ${TRACKING_BATCH_MAX_EVENTS} events per batch`),
  })
  .strict();
export type TrackingBatch = z.infer<typeof trackingBatchSchema>;

/** POST /tracking/activity: session start/end, page views. */
export const trackingActivitySchema = z.object({
  eventType: short.min(1),
  userId: idSchema.optional(),
  deviceInfo: deviceInfoSchema.optional(),
  metadata: metadataSchema.optional(),
});
export type TrackingActivity = z.infer<typeof trackingActivitySchema>;

/** POST /tracking/interaction: a click on something identifiable (source, button, link). */
export const trackingInteractionSchema = z.object({
  eventType: short.min(1),
  targetId: z.string().max(TEXT_LIMITS.shortText),
  userId: idSchema.optional(),
  deviceInfo: deviceInfoSchema.optional(),
  metadata: metadataSchema.optional(),
});
export type TrackingInteraction = z.infer<typeof trackingInteractionSchema>;

/** A day in milliseconds: a longer "response time" is a clock error, not a measurement. */
const durationMs = z.number().nonnegative().max(86_400_000);

/** POST /tracking/message: timings of one answer, in milliseconds. */
export const trackingMessageSchema = z.object({
  messageId: idSchema,
  responseTime: durationMs,
  totalTime: durationMs,
  topic: z.string().trim().max(TEXT_LIMITS.shortText).optional(),
  userId: idSchema.optional(),
});
export type TrackingMessage = z.infer<typeof trackingMessageSchema>;
