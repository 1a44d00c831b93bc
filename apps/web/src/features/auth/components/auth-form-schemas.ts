import { passwordSchema, TEXT_LIMITS } from '@lexlogis/contracts';
import { z } from 'zod';

/** Form schemas of the sign-in screens; their messages are catalog keys (see form-errors.ts). */
const emailField = z
  .string()
  .trim()
  .min(1, 'auth.validation.emailRequired')
  .pipe(z.email('auth.validation.emailInvalid'));

const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'auth.validation.codeInvalid');

export const loginFormSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'auth.validation.passwordRequired'),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z.object({
  name: z.string().trim().min(1, 'auth.validation.nameRequired').max(TEXT_LIMITS.name),
  email: emailField,
  password: passwordSchema,
});
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const confirmCodeFormSchema = z.object({ code: codeField });
export type ConfirmCodeFormValues = z.infer<typeof confirmCodeFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z.object({
  email: emailField,
  code: codeField,
  newPassword: passwordSchema,
});
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
