/**
 * `true` when a checked answer's type (a valibot schema's output) and the type the code uses are one
 * shape, `false` otherwise: `const checked: SameShape<A, B> = true` fails the build when either drifts.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
