/**
 * What the session code (and the feature flags it unlocks) validates with, loaded on use (dynamic import) so that zod and these
 * contracts modules stay off the first load (issue 18). Importing the whole contracts package
 * dynamically instead would put all of it in one chunk that the first screen then pulls in.
 */
export {
  adviceConversationSchema,
  featureFlagsResponseSchema,
  idTokenClaimsSchema,
  isProfileIncomplete,
  loginResponseSchema,
  refreshResponseSchema,
} from '@lexlogis/contracts';
