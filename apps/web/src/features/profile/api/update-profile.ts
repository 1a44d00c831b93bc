import { userSchema, type Profile, type User } from '@lexlogis/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

const updateUserResponseSchema = z.object({ user: userSchema });

/** PATCH /users/{id} with the profile dialog's fields; answers the saved account. */
export async function updateProfile(userId: string, profile: Profile): Promise<User> {
  const answer = await apiRequest(`/users/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: profile,
    schema: updateUserResponseSchema,
  });
  if (!answer) throw new ApiError('Failed to update user', 500);
  return answer.user;
}
