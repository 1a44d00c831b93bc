import { zodResolver } from '@hookform/resolvers/zod';
import {
  confirmCodeFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
} from './auth-form-schemas';

/** Loaded on first validation by lazy-resolver.ts: zod stays off the login page's first load. */
export const loginFormResolver = zodResolver(loginFormSchema);
export const confirmCodeFormResolver = zodResolver(confirmCodeFormSchema);
export const forgotPasswordFormResolver = zodResolver(forgotPasswordFormSchema);
export const resetPasswordFormResolver = zodResolver(resetPasswordFormSchema);
