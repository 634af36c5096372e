// @wacrm/whatsapp-sdk/testing: an in-memory fake client (same interface as createWacrmClient), a controllable
// fake realtime and demo fixtures, for widget tests and stories. No network.
export {
  createFakeWacrmClient,
  type FakeCall,
  type FakeClientOptions,
  type FakeControls,
  type FakeFailure,
  type FakeOperation,
  type FakeWacrmClient,
} from './fakeClient';
export { createFakeMedia, type FakeMediaControls, type FakeMediaFile } from './fakeMedia';
export {
  createFakeRealtime,
  type FakeRealtime,
  type FakeRealtimeControls,
  type FakeRealtimeOptions,
} from './fakeRealtime';
export {
  DEMO_CLIENT_ID,
  FIXTURE_NOW,
  createFixtures,
  makeCampaign,
  makeContact,
  makeConversation,
  makeMessage,
  makeTemplate,
  makeUser,
  minutesAgo,
  type FakeFixtures,
} from './fixtures';
