import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodeDelivery, Language } from '@lexlogis/contracts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** "tenant@demo.local" → "t***@demo.local": enough for the user to recognise the address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function buildCodeDelivery(email: string, status: CodeDelivery['status']): CodeDelivery {
  return { destination: maskEmail(email), deliveryMedium: 'EMAIL', status };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to the account so one user's code hash says nothing about another's. */
export function hashCode(userSub: string, code: string): string {
  return sha256(`${userSub}:${code}`);
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 256 random bits, URL-safe: opaque to clients, stored only as its sha256. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function pickLanguage(...candidates: Array<string | null | undefined>): Language {
  for (const candidate of candidates) {
    if (candidate === 'en' || candidate === 'fr') return candidate;
  }
  return 'fr';
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
