import {
  directConversationSchema,
  lawyerProfileSchema,
  type DirectConversation,
  type LawyerProfile,
  type UpdateLawyerProfileRequest,
} from '@lexlogis/contracts';
import { createSignedInUser, type SignedInUser } from './signed-in-user';
import type { TestApp } from './test-app';

export type TestLawyer = SignedInUser & { profile: LawyerProfile };

/** A signed-in lawyer whose profile was created and filled through POST and PATCH /profile. */
export async function createLawyerWithProfile(
  testApp: TestApp,
  email: string,
  fields: UpdateLawyerProfileRequest,
): Promise<TestLawyer> {
  const lawyer = await createSignedInUser(testApp, { email, role: 'lawyer', name: 'Test Lawyer' });
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: lawyer.headers,
    payload: { userId: lawyer.user.id },
  });
  if (created.statusCode !== 201) throw new Error(`POST /profile: ${created.body}`);
  const patched = await testApp.app.inject({
    method: 'PATCH',
    url: `/api/profile/${lawyer.user.id}`,
    headers: lawyer.headers,
    payload: fields,
  });
  if (patched.statusCode !== 200) throw new Error(`PATCH /profile: ${patched.body}`);
  return { ...lawyer, profile: lawyerProfileSchema.parse(patched.json()) };
}

export async function openDirectConversation(
  testApp: TestApp,
  from: SignedInUser,
  payload: Record<string, unknown>,
): Promise<DirectConversation> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/chat/conversations',
    headers: from.headers,
    payload,
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`POST /chat/conversations: ${response.body}`);
  }
  return directConversationSchema.parse(response.json());
}

export async function sendDirectMessage(
  testApp: TestApp,
  from: SignedInUser,
  conversationId: string,
  content: string,
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: from.headers,
    payload: { conversationId, content },
  });
}
