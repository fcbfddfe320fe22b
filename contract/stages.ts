/**
 * Lead stages are configured data (Basic Settings → Lead Stages), each with its place in `order`.
 * The board's columns, the dashboard pie and the app's stage lists sort them with this one rule.
 */

/** The part of a stage row the order reads (`order` may be missing on stages saved without one). */
export interface OrderedStage {
  id: number;
  order?: number | null;
}

/** By `order`, then by id (stages of equal or no order keep the order they were created in). */
export const byStageOrder = (a: OrderedStage, b: OrderedStage): number =>
  Number(a.order ?? 0) - Number(b.order ?? 0) || a.id - b.id;

/**
 * The stage a lead starts in (the wizard's first step creates it there); the seed creates it as
 * the first stage of the order, and the leads list offers it before the stage list has arrived.
 */
export const FIRST_STAGE = 'new';
