import { say, type SelfieCheckOutcome } from '@matri/contracts';
import { selfieOutcomeText, type SelfieOutcomeFacts } from './selfie-outcome-texts';

/** A stored selfie outcome as the member is told it, in their language. */
export function selfieOutcome(facts: SelfieOutcomeFacts & { verifiedAt: Date | null }): SelfieCheckOutcome {
  return {
    status: facts.status,
    reason: facts.reason,
    message: say(selfieOutcomeText(facts)),
    idPhoto: facts.idPhoto,
    verifiedAt: facts.verifiedAt?.toISOString() ?? null,
  };
}
