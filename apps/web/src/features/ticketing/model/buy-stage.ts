/**
 * Where the buy form is (spec 2 §2 stages and flow): stage1 → donateAmountStage (donation sectors) →
 * stage2 (quantity) → merchStage (when the event sells merchandise) → stage3 (basket) → stage4 (checkout).
 */
export type Stage =
  | { name: 'stage1' }
  | { name: 'donateAmountStage'; sectorId: string }
  | { name: 'stage2'; sectorId: string; donation: number | null }
  | { name: 'merchStage' }
  | { name: 'stage3' }
  | { name: 'stage4' };
