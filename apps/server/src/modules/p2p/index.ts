/** Quick buy (issue 15): merchants, ads, orders with escrow, chat, appeals, ratings. The only entry to the context. */
export {};
