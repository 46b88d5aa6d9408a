import { formatMoney } from '@casino/core/money';
import { useEffect, useRef, useState } from 'react';
import { JACKPOT_TWEEN_MS, reserveWidthCh, tweenAmount } from './jackpot-amount-format';
import { usePrefersReducedMotion } from './use-reduced-motion';

interface JackpotAmountProps {
  amount: number;
  currency?: string;
  /** The largest amount this will show (the real amount the ticker climbs to), for the width reserve. */
  reserveFor?: number;
  className?: string;
}

/**
 * A jackpot amount in the money format with tabular digits and a fixed width reserve, so ticking never
 * shifts the layout. A climb rolls up over 250 ms; with prefers-reduced-motion the number just changes.
 * Not a live region: a number that changes every second would drown a screen reader.
 */
export function JackpotAmount({ amount, currency, reserveFor, className }: JackpotAmountProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(amount);
  const shownRef = useRef(amount);

  useEffect(() => {
    const from = shownRef.current;
    const show = (value: number) => {
      shownRef.current = value;
      setShown(value);
    };
    if (reducedMotion || amount <= from) {
      show(amount);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const step = (time: number) => {
      const progress = (time - started) / JACKPOT_TWEEN_MS;
      show(tweenAmount(from, amount, progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [amount, reducedMotion]);

  const reserve = reserveWidthCh([amount, reserveFor ?? amount], currency);
  return (
    <span
      className={`jackpot-amount tabular ${className ?? ''}`}
      style={{
        display: 'inline-block',
        minWidth: `${reserve}ch`,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {formatMoney(shown, currency)}
    </span>
  );
}
