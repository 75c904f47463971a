/**
 * Prices are integer ticks and quantities integer lots (safe integers): the spot context
 * converts them to and from the market's tick and lot size, and does money in bigint.
 */
export type Side = 'buy' | 'sell';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';
/** What happens when an order would trade with a resting order of the same owner. */
export type SelfTradePrevention = 'cancel_maker' | 'cancel_taker' | 'cancel_both';

export interface PlaceCommand {
  id: number;
  owner: number;
  side: Side;
  type: 'limit' | 'market';
  /** Limit price; ignored for market orders. */
  priceTicks: number;
  quantityLots: number;
  timeInForce: TimeInForce;
  postOnly: boolean;
  selfTrade: SelfTradePrevention;
  /**
   * Market buys only: the most the order may spend, in tick·lot units (the funds frozen for
   * it); matching stops before exceeding it. 0 means no cap.
   */
  budgetTickLots: number;
}

export type DoneReason =
  | 'filled'
  | 'cancelled'
  | 'ioc_expired'
  | 'fok_unfillable'
  | 'post_only_would_cross'
  | 'self_trade'
  | 'no_liquidity'
  | 'budget_exhausted';

export type EngineEvent =
  | { type: 'accepted'; id: number; seq: number; at: number }
  | {
      type: 'trade';
      seq: number;
      at: number;
      makerId: number;
      takerId: number;
      makerOwner: number;
      takerOwner: number;
      takerSide: Side;
      priceTicks: number;
      quantityLots: number;
    }
  | { type: 'rested'; id: number; seq: number; priceTicks: number; remainingLots: number }
  | { type: 'done'; id: number; seq: number; reason: DoneReason; filledLots: number; remainingLots: number }
  | { type: 'rejected'; id: number; seq: number; reason: 'duplicate_id' | 'invalid' | 'unknown_order' | 'not_owner' };

export interface LevelView {
  priceTicks: number;
  quantityLots: number;
  orders: number;
}
