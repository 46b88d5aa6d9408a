/**
 * The `rg:limits-cool-off` waiting message (shell.md section 7, issue 41): the cool-off is over and the
 * limits the player asked for wait for acceptance. The message shows the new limits (the identity
 * script's `pendingLimits` on the message, when it names them) and an action that accepts them with the
 * identity script's accept-pending-limits; the answer's limits, now in force, replace the offer. "Mai
 * târziu" leaves them pending (the provider hands the message out again at a later login). ADR 0059.
 */
import {
  type IdentityAcceptLimitsResponse,
  isIdentitySuccess,
  type ResponsibleGamingLimit,
  type WaitingMessage,
} from '@casino/core/identity-api';
import { formatMoney } from '@casino/core/money';
import { useState } from 'react';
import { isTranslationKey, useT } from '~/shared/i18n/i18n';
import type { TranslationKey } from '~/shared/i18n/keys';

type Step =
  | { kind: 'offer' }
  | { kind: 'accepting' }
  | { kind: 'accepted'; limits: ResponsibleGamingLimit[] };

export function PendingLimits({
  message,
  accept,
  failed,
  close,
}: {
  message: WaitingMessage;
  /** The identity script's accept-pending-limits. */
  accept: () => Promise<IdentityAcceptLimitsResponse>;
  /** The acceptance failed: the toast. */
  failed: () => void;
  close: () => void;
}) {
  const t = useT();
  const [step, setStep] = useState<Step>({ kind: 'offer' });
  const onAccept = async () => {
    setStep({ kind: 'accepting' });
    try {
      const answer = await accept();
      if (!isIdentitySuccess(answer)) throw new Error(`accept-pending-limits: ${answer.errorCode}`);
      setStep({ kind: 'accepted', limits: answer.limits ?? message.pendingLimits ?? [] });
    } catch (error) {
      console.error('Accepting the pending limits failed', error);
      setStep({ kind: 'offer' });
      failed();
    }
  };
  // A type or period the dictionary does not name reads as a plain limit, never as the wire's word.
  const named = (key: string, fallback: TranslationKey) => t(isTranslationKey(key) ? key : fallback);
  const label = (limit: ResponsibleGamingLimit) =>
    t('playerMessages.limits.limit', {
      type: named(`playerMessages.limits.types.${limit.type}`, 'playerMessages.limits.unknownType'),
      period: named(`playerMessages.limits.periods.${limit.period}`, 'playerMessages.limits.unknownPeriod'),
      amount: formatMoney(limit.amount, limit.currencyCode),
    });

  if (step.kind === 'accepted')
    return (
      <div className="player-message">
        <p className="player-message__text" role="status">
          {t('playerMessages.limits.accepted')}
        </p>
        <ul className="player-message__limits" aria-label={t('playerMessages.limits.inForce')}>
          {step.limits.map((limit) => (
            <li key={`${limit.type}-${limit.period}`}>{label(limit)}</li>
          ))}
        </ul>
        <div className="player-message__actions">
          <button type="button" className="button button--primary" onClick={close}>
            {t('playerMessages.ok')}
          </button>
        </div>
      </div>
    );

  const pending = message.pendingLimits ?? [];
  return (
    <div className="player-message" aria-busy={step.kind === 'accepting'}>
      <p className="player-message__text">{message.message}</p>
      {pending.length > 0 && (
        <ul className="player-message__limits" aria-label={t('playerMessages.limits.pending')}>
          {pending.map((limit) => (
            <li key={`${limit.type}-${limit.period}`}>{label(limit)}</li>
          ))}
        </ul>
      )}
      <div className="player-message__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={step.kind === 'accepting'}
          onClick={close}
        >
          {t('playerMessages.limits.later')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={step.kind === 'accepting'}
          onClick={() => void onAccept()}
        >
          {t(step.kind === 'accepting' ? 'playerMessages.limits.accepting' : 'playerMessages.limits.accept')}
        </button>
      </div>
    </div>
  );
}
