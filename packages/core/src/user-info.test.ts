import { describe, expect, it } from 'vitest';
import { normaliseEmail, normalisePhone, userInfoEvent } from './user-info.ts';

/** Stands for the browser's SHA-256: shows what was hashed (core has no crypto of its own). */
const sha256 = async (text: string) => `sha256:${text.length}:${[...text].reverse().join('')}`;

describe('analytics user info (shell.md section 7)', () => {
  it('sends plain fields as they are and contact details only hashed, normalised first', async () => {
    const event = await userInfoEvent(
      {
        username: 'demo',
        userId: 'u-1',
        accountBusinessPhase: 'online',
        language: 'ro',
        city: 'Cluj',
        email: '  Demo@Example.RO ',
        phone: '0722 123 456',
      },
      sha256,
    );
    expect(event).toEqual({
      event: 'user_info',
      user_id: 'u-1',
      username: 'demo',
      account_type: 'online',
      language: 'ro',
      city: 'Cluj',
      hashed_email: await sha256('demo@example.ro'),
      hashed_phone: await sha256('40722123456'),
    });
    // Only the hash leaves: the plain address and number appear nowhere.
    expect(JSON.stringify(event)).not.toContain('demo@example.ro');
    expect(JSON.stringify(event)).not.toContain('0722');
  });

  it('leaves missing fields null instead of hashing nothing', async () => {
    const event = await userInfoEvent({ username: 'nou', email: ' ', phone: null }, sha256);
    expect(event).toMatchObject({ user_id: null, hashed_email: null, hashed_phone: null });
  });

  it.each([
    ['+40 722 123 456', '40722123456'],
    ['0040722123456', '40722123456'],
    ['0722-123-456', '40722123456'],
    ['', null],
  ])('phone %s normalises to %s', (phone, expected) => {
    expect(normalisePhone(phone)).toBe(expected);
  });

  it('e-mail is trimmed and lower-cased', () => {
    expect(normaliseEmail(' A@B.ro ')).toBe('a@b.ro');
    expect(normaliseEmail(undefined)).toBeNull();
  });
});
