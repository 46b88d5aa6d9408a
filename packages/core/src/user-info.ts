/**
 * Analytics user info (shell.md section 7), sent once per login after the consent defaults. Plain fields
 * identify no one outside the operator; contact details go only hashed, as ad platforms' enhanced matching
 * expects (ADR 0010; the exact normalisation: ADR 0071).
 */
export const USER_INFO_EVENT = 'user_info';

export interface UserInfoSource {
  username: string;
  userId?: string;
  accountBusinessPhase?: string;
  language?: string;
  city?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** What gets hashed, normalised; null when the field is empty. */
export function normaliseEmail(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase();
  return value ? value : null;
}

export function normalisePhone(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (!digits) return null;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `40${digits.slice(1)}`;
  return digits;
}

export interface UserInfoEvent {
  event: typeof USER_INFO_EVENT;
  user_id: string | null;
  username: string;
  account_type: string | null;
  language: string | null;
  city: string | null;
  hashed_email: string | null;
  hashed_phone: string | null;
}

/** The dataLayer entry; `sha256` is the browser's (hex). */
export async function userInfoEvent(
  source: UserInfoSource,
  sha256: (text: string) => Promise<string>,
): Promise<UserInfoEvent> {
  const email = normaliseEmail(source.email);
  const phone = normalisePhone(source.phone);
  return {
    event: USER_INFO_EVENT,
    user_id: source.userId ?? null,
    username: source.username,
    account_type: source.accountBusinessPhase ?? null,
    language: source.language ?? null,
    city: source.city ?? null,
    hashed_email: email ? await sha256(email) : null,
    hashed_phone: phone ? await sha256(phone) : null,
  };
}
