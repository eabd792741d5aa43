import type { ScoreBars } from '../config/face-check-config';

/** borderline: an admin decides; skipped: the rule could not be judged and counts neither way (its reason says why). */
export type Outcome = 'pass' | 'borderline' | 'fail';
export type RuleOutcome = Outcome | 'skipped';

export type RuleName =
  | 'one-face-per-frame'
  | 'same-person-across-frames'
  | 'frames-moved'
  | 'head-turned'
  | 'blink'
  | 'antispoof'
  | 'liveness'
  | 'matches-primary-photo'
  | 'matches-other-photos'
  | 'matches-id-photo';

/** One rule's verdict, with the score it was judged on and the bars, for the admin who decides a borderline case. */
export type RuleResult = {
  rule: RuleName;
  outcome: RuleOutcome;
  score: number | null;
  bars: ScoreBars | null;
  /** For admins and logs, in English; it names frames and photos by their number, never a person. */
  reason: string;
};

/** At or above `pass`: pass; below `borderline`: fail; between: borderline. */
export function judge(score: number, bars: ScoreBars): Outcome {
  if (score >= bars.pass) return 'pass';
  return score >= bars.borderline ? 'borderline' : 'fail';
}

/** Any failed rule fails the check; otherwise any borderline one sends it to an admin. */
export function overallOutcome(rules: readonly RuleResult[]): Outcome {
  if (rules.some((rule) => rule.outcome === 'fail')) return 'fail';
  return rules.some((rule) => rule.outcome === 'borderline') ? 'borderline' : 'pass';
}

export function rounded(value: number): number {
  return Math.round(value * 1000) / 1000;
}
