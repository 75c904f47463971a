/** Trading halts (issue 19) on the trading pages: the banner with the reason, the list mark, the shared poll of halts in force. */
export { HaltBanner, HaltMark } from './HaltBanner';
export { useHaltedTargets, useTradingHalt, useTradingHalts } from './useTradingHalt';
