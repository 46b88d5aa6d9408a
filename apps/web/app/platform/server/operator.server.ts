/**
 * The licensed operator the footer names on every page (issue 41 item 10, ADR 0058): its company
 * details and its ONJN licence, from the environment. The defaults are fictional, for the sandbox;
 * a real deployment sets every variable (the README's configuration table lists them).
 */

export interface OperatorDetails {
  /** The company's registered name (OPERATOR_NAME). */
  name: string;
  /** Its registered office (OPERATOR_ADDRESS). */
  address: string;
  /** Its number in the trade register, `J40/…` (OPERATOR_TRADE_REGISTER). */
  tradeRegister: string;
  /** Its fiscal code, the CUI (OPERATOR_CUI). */
  cui: string;
  /** The ONJN licence: its number and its validity, ISO dates `YYYY-MM-DD` (ONJN_LICENCE_*). */
  licence: { number: string; validFrom: string; validUntil: string };
  /** The free responsible-gambling help line the footer shows (RESPONSIBLE_GAMING_HELPLINE). */
  helpline: string;
}

/** Fictional sandbox values: no real company, licence or telephone number. */
export const SANDBOX_OPERATOR: OperatorDetails = {
  name: 'Regal Gaming Sandbox S.R.L.',
  address: 'Str. Exemplului nr. 1, sector 1, București',
  tradeRegister: 'J40/0000/2020',
  cui: 'RO00000000',
  licence: { number: 'L0000000000000', validFrom: '2024-01-01', validUntil: '2033-12-31' },
  helpline: '0800 800 800',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written `YYYY-MM-DD` that exists (no 2025-02-30). */
function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

type Environment = Record<string, string | undefined>;

/**
 * The operator from the environment: each text variable that is set replaces its default. The
 * licence's dates must both be calendar dates, the first before the last; otherwise both keep their
 * defaults and the error is logged (a footer must never show a licence valid "until" before "from").
 */
export function parseOperator(environment: Environment): OperatorDetails {
  const text = (name: string, fallback: string) => environment[name]?.trim() || fallback;
  const from = text('ONJN_LICENCE_VALID_FROM', SANDBOX_OPERATOR.licence.validFrom);
  const until = text('ONJN_LICENCE_VALID_UNTIL', SANDBOX_OPERATOR.licence.validUntil);
  const datesValid = isIsoDate(from) && isIsoDate(until) && from <= until;
  if (!datesValid)
    console.error(
      '[config] ONJN_LICENCE_VALID_FROM and ONJN_LICENCE_VALID_UNTIL are not two dates (YYYY-MM-DD, the first not after the last); using the defaults',
    );
  return {
    name: text('OPERATOR_NAME', SANDBOX_OPERATOR.name),
    address: text('OPERATOR_ADDRESS', SANDBOX_OPERATOR.address),
    tradeRegister: text('OPERATOR_TRADE_REGISTER', SANDBOX_OPERATOR.tradeRegister),
    cui: text('OPERATOR_CUI', SANDBOX_OPERATOR.cui),
    licence: {
      number: text('ONJN_LICENCE_NUMBER', SANDBOX_OPERATOR.licence.number),
      validFrom: datesValid ? from : SANDBOX_OPERATOR.licence.validFrom,
      validUntil: datesValid ? until : SANDBOX_OPERATOR.licence.validUntil,
    },
    helpline: text('RESPONSIBLE_GAMING_HELPLINE', SANDBOX_OPERATOR.helpline),
  };
}
