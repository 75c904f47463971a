import type { HelpSeedTexts } from './types.js';

export const HELP_SEED_EN: HelpSeedTexts = {
  'how-to-deposit': {
    title: 'How to deposit crypto',
    keywords: 'deposit, top up, recharge, add funds, voucher, address',
    body: `Deposits arrive in your **exchange (spot) account**. Open **Assets → Deposit** ([/recharge](/recharge)).

1. Choose the coin and network: USDT and ETH on **ERC20**, BTC on the **Bitcoin** network.
2. Copy the address or scan its QR code, and send from your wallet or another exchange. Send only that coin on that network: coins sent on another network cannot be recovered.
3. Back on the deposit page, enter the amount sent and upload a screenshot of the completed transfer (JPG or PNG under 8 MB) showing the amount and transaction hash.
4. Finance checks the transfer and credits your account once. You can follow every deposit under **Deposit records** ([/cbjl](/cbjl)); a refused deposit shows the reason.

### "Demo address" and "Simulated prices"

If the page shows **Do not send funds to this address**, this installation has no real deposit address configured: the address is a placeholder and anything sent to it is lost. Contact the operator first.

A **Simulated prices** badge means market prices come from the platform's simulator, not a live exchange, and the order books are filled by demo market makers. A demo account starts with a **demo starting balance**, shown as such in your account log. Nothing on a demo installation is real money.`,
  },
  'how-to-withdraw': {
    title: 'How to withdraw: fees, limits and holds',
    keywords: 'withdraw, withdrawal, cash out, fee, minimum, limit, transaction password, hold',
    body: `Withdraw from **Assets → Withdraw** ([/money](/money)). Withdrawals go out as **USDT on ERC20**, from your exchange account.

### Before your first withdrawal

- a confirmed e-mail or phone number,
- a **transaction password** (6 digits, set at [/bindmpwd](/bindmpwd)),
- **junior identity verification**; a single withdrawal of **20,000 USDT or more** also needs **senior verification**.

### The rules

| Rule | Default |
|---|---|
| Amount per withdrawal | 100 – 200,000 USDT |
| Network fee | 1 USDT per withdrawal |
| Withdrawals per day | 2 (Hong Kong calendar day) |
| Opening hours | 12:00 – 24:00 Hong Kong time (UTC+8) |
| Trading turnover | at least 90% of your USDT deposits |

The withdrawal page shows the current values and where you stand, and a refusal names the rule that stopped it.

### The 24-hour security hold

For **24 hours after you change your login password, phone, e-mail, two-factor authentication or transaction password**, withdrawals are refused. This protects you if someone else took over your account. The security and withdrawal pages show when the hold ends.

### After you submit

The amount plus fee is frozen and finance reviews the request. It is paid to the address, or refused with a reason and unfrozen. Follow it in **Withdrawal records** ([/tbjl](/tbjl)). Five wrong transaction passwords lock it for one hour.`,
  },
  'trading-fees': {
    title: 'Trading fees: spot, contracts and delivery',
    keywords: 'fee, fees, commission, maker, taker, funding, overnight, cost',
    body: `Every fee is charged when it happens and listed in your account log.

### Spot (coin-to-coin)

**0.1% maker and 0.1% taker**, charged on what you receive: a buyer pays the fee in the coin bought, a seller in USDT. Fees round down.

### Leveraged contracts (perpetuals and CFDs)

An opening fee and a closing fee on the position's notional value:

| Market | Open / close fee | Carry |
|---|---|---|
| Crypto perpetuals | 0.05% each | funding 0.01% per 8 h |
| Forex | 0.02% each | overnight 0.01% a day |
| Metals, oil | 0.03% each | overnight 0.02% a day |
| US stocks | 0.05% each | overnight 0.02% a day |

Funding falls due at 00:00, 08:00 and 16:00 UTC (longs pay, shorts receive); CFD overnight fees at 22:00 UTC for each night a position is held. A carry charge never takes more than the position's margin. The quote also includes a small spread around the reference price.

### Delivery contracts

No fee: the payout rate of the product you choose is the whole price.

### Withdrawals

1 USDT per USDT withdrawal (network fee).`,
  },
  'spot-orders': {
    title: 'How spot orders work',
    keywords: 'limit order, market order, post-only, IOC, FOK, order book, buy, sell',
    body: `Spot trading ([/deal](/deal)) exchanges coins against USDT in your **exchange account**. Orders match by **price, then time**: the best price first, and at one price, whoever came first.

### Order types

- **Limit**: you set the price and quantity. What does not fill at once rests in the book until it fills or you cancel it. Buying freezes price × quantity in USDT.
- **Market**: fills at once against the book. A market buy spends an **amount of USDT** you choose and never more; a market sell sells a **quantity** of the coin.

### Options

- **Post-only**: the order must rest in the book as a maker. If it would trade at once it is refused, not changed.
- **GTC** (good till cancelled, the default), **IOC** (fill what you can now, cancel the rest), **FOK** (fill all at once or nothing).

### Good to know

- An order must be worth at least **5 USDT**, with price and quantity in the market's tick and lot sizes.
- Your own orders never trade with each other: the incoming one is cancelled.
- Fees: 0.1% on what you receive.
- Open orders, order history and trade history are below the chart; what an open order holds is frozen and released when it ends.`,
  },
  'leveraged-contracts': {
    title: 'Leveraged contracts and liquidation',
    keywords: 'leverage, margin, perpetual, CFD, liquidation, stop loss, take profit, long, short',
    body: `Leveraged trading ([/deal_c](/deal_c)) lets you open a long or short position larger than your margin. Margin comes from your **contract account**: transfer USDT to it first on the assets page. The platform is the counterparty of every position.

### Maximum leverage

Crypto perpetuals (BTC, ETH, SOL, XRP, DOGE, BNB) **100x**; forex **50x**; gold and silver **20x**; oil **10x**; US stocks **5x**. Forex, metals, oil and stocks trade only in their market hours.

### Liquidation

Positions are valued at the **mark price** (the reference price). When a position's equity (margin plus unrealised profit or loss) falls to its **maintenance margin**, it is liquidated at once:

| Market | Maintenance margin (of notional) |
|---|---|
| Crypto | 0.5% |
| Forex | 1% |
| Metals | 2.5% |
| Oil | 5% |
| Stocks | 10% |

The liquidation price is shown before you confirm and on the position. Higher leverage puts it closer to your entry.

**You never lose more than the position's margin**: a loss beyond it is covered by the insurance account.

### Limit the risk

Set a **stop-loss** and a **take-profit** when opening or later; they close the position at the market when reached. Funding (crypto) and overnight fees (CFDs) are charged from the margin, which moves the liquidation price a little.`,
  },
  'delivery-contracts': {
    title: 'Delivery contracts: fixed-time up or down',
    keywords: 'delivery, option, binary, up, down, payout, expiry, stake',
    body: `A delivery contract ([/deal_jg](/deal_jg)) is a prediction that the price will be **higher (up)** or **lower (down)** after a fixed time. Stakes come from your **futures account**: transfer USDT to it first.

### Products

| Duration | Payout on a win | Stake |
|---|---|---|
| 30 seconds | 80% | 10 – 5,000 USDT |
| 60 seconds | 85% | 10 – 10,000 USDT |
| 120 seconds | 88% | 10 – 10,000 USDT |
| 300 seconds | 90% | 10 – 10,000 USDT |

### How it settles

- Your **purchase price** is the latest reference price when you buy (refused if it is more than 5 seconds old).
- The **settlement price** is the reference price at the expiry second. Both prices and their times are shown on the order.
- **Win**: you get your stake back plus stake × payout rate.
- **Loss**: you lose the stake.
- **Unchanged price**: a tie, your stake is returned in full.

The duration and payout rate are fixed on your order when you buy. There is no separate fee. Open and settled orders are at [/jgcc](/jgcc). Only stake what you can afford to lose: a short-term price move is close to a coin toss.`,
  },
  'earn-products': {
    title: 'Earn: how interest accrues and early redemption',
    keywords: 'earn, interest, savings, custody, yield, APR, redeem, redemption, Hong Kong day',
    body: `Earn ([/profit_index](/profit_index)) pays daily interest on USDT you place for a fixed term. Your principal moves from your exchange account into your own earn account, and the product's terms are copied onto your order: a later change never touches it.

### Products

| Term | Daily rate | About a year | Early redemption |
|---|---|---|---|
| 30 days | 0.012% | 4.4% | interest so far is kept |
| 180 days | 0.0164% | 6.0% | half the interest so far is withheld |
| 365 days | 0.0219% | 8.0% | interest so far is forfeited |

Each order is 100 – 100,000 USDT, within the product's remaining capacity.

### Accrual

- Days are **Hong Kong calendar days** (UTC+8). The day you buy is **day 1**.
- A day's interest is posted after that day ends; your order lists every day's accrual.
- Rounding never loses you money: the remainder carries to the next day, so the whole term pays exactly principal × rate × days, rounded down once.

### Maturity and early redemption

At maturity, principal and interest are paid on the next **working day** (weekends and published holidays skipped). To leave early, open **My custody** ([/profit_wdtg](/profit_wdtg)): the quote shows exactly what you will receive. If a day ends before you confirm, you are asked to confirm the new quote.`,
  },
  'usdt-loans': {
    title: 'USDT loans: interest, late fees and your credit score',
    keywords: 'loan, borrow, lend, interest, late fee, overdue, credit score, limit, collateral',
    body: `Apply for a USDT loan at [/repayment](/repayment). You need a confirmed contact and **junior verification**; the platform's lending desk reviews each application with its documents.

### Products

| Term | Interest | Amount |
|---|---|---|
| 30 days | 0.05% a day | 100 – 50,000 USDT |
| 90 days | 0.04% a day | 100 – 50,000 USDT |

Interest is charged for the days you borrow (at least one, at most the term), so repaying early costs less. The schedule is shown before you apply.

### Late fees

After the due date, a **late fee of 0.5% of the principal** is charged for each ended day until you repay. Repay from your balance or upload a transfer voucher.

### Credit score and limit

Your limit depends on your credit score ([/credit](/credit)): base 50, +10 junior, +10 senior, +5 address verification, +1 per 30 days of account age (up to 10), +3 per loan repaid on time (up to 15), **−2 per overdue day** (up to −50).

| Score | Limit (all open loans) |
|---|---|
| 60 | 1,000 USDT |
| 70 | 5,000 USDT |
| 80 | 20,000 USDT |
| 90 | 50,000 USDT |

### Crypto-backed loans

Borrow up to 65% of the value of BTC or ETH you lock, at 0.02% a day. At 75% you get a margin call; at 85% enough collateral is sold (2% fee) to return to 65%.`,
  },
  'verification-levels': {
    title: 'Identity verification levels and what they unlock',
    keywords: 'KYC, verification, identity, ID, passport, junior, senior, address, real name',
    body: `Verification is reviewed by the compliance team. Start at [/sfyz](/sfyz). Pictures must be clear JPG or PNG files under 8 MB; they are stored privately and shown only to you and compliance.

### Junior

Your nationality (the one chosen at registration), ID type, real name and ID number, with the **front, back and a photo of you holding the document** and a signed note.

Unlocks: **withdrawals**, **USDT loans**, **quick buy** (buying; selling also needs a transaction password). Adds 10 to your credit score.

### Senior

Needs junior first: a **portrait** and a **photo holding the document**.

Unlocks: **single withdrawals of 20,000 USDT or more**, and applying to become a **quick-buy merchant**. Adds 10 to your credit score.

### Address

Needs junior first: your address and a recent **utility bill** or bank statement. Adds 5 to your credit score.

### Good to know

- Each level is *pending* until reviewed, then *approved* or *rejected* with the reviewer's reason; after a rejection you can submit again.
- Approved data cannot be changed.
- **One person, one verified account**: an ID number already verified on another account is refused.
- You get an inbox message when a decision is made.`,
  },
  'account-security': {
    title: 'Account security and two-factor authentication',
    keywords: '2FA, two-factor, authenticator, TOTP, recovery codes, password, sessions, security level',
    body: `Your security level ([/security](/security)) counts five protections: **phone, e-mail, transaction password, two-factor authentication and security question**. All five: strong; three or four: weak; fewer: dangerous. The page lists what is missing.

### Two-factor authentication (2FA)

1. Install an authenticator app (Google Authenticator, Microsoft Authenticator, Authy, 1Password…).
2. Scan the QR code on the security page and enter the 6-digit code to prove it works.
3. Save the **ten recovery codes** shown once, offline. Each works once if you lose your phone.

With 2FA on, every sign-in and every security change asks for a code, and a code is accepted only once.

### Good habits

- Use a unique login password and a **different** 6-digit transaction password.
- Review **devices and sessions** on [/setting](/setting) and sign out the ones you do not recognise.
- After **10 wrong sign-in attempts** from one address in 15 minutes, sign-in from that address pauses for 15 minutes.
- Changing your password, phone, e-mail, 2FA or transaction password pauses **withdrawals for 24 hours**. If you did not make a change, contact support at once.`,
  },
  'anti-phishing-code': {
    title: 'Anti-phishing code: how to tell real staff from impostors',
    keywords: 'phishing, scam, fake, impostor, anti-phishing code, email, support, staff',
    body: `Set an **anti-phishing code** on the security page ([/security](/security)): a word only you and we know.

### Where you will see it

- In **every e-mail** we send to your account (codes, notices, security alerts).
- Next to **every message from our support staff** in the live chat ([/service](/service)).

An e-mail or chat message claiming to be from us **without your code, or with a wrong one, is fake**. Do not click its links or reply. SMS messages never carry the code, so treat links in SMS with care.

### What real staff never do

- Ask for your **login password, transaction password, verification codes, 2FA codes or recovery codes**.
- Ask you to send crypto to "verify", "unfreeze" or "upgrade" your account.
- Ask you to move a quick-buy trade, a payment or a conversation outside the platform.
- Contact you first through social media or messaging apps.

### If you were targeted

Do not act on the message. Change your passwords if you typed them anywhere, check your sessions on [/setting](/setting), and tell support through the live chat on this site.`,
  },
  'quick-buy-safety': {
    title: 'Quick buy (P2P) safety: escrow, payment and appeals',
    keywords: 'P2P, quick buy, OTC, escrow, merchant, release, appeal, scam, bank transfer',
    body: `Quick buy ([/kjmbSelect](/kjmbSelect)) lets you buy or sell USDT for money (CNY, USD, EUR, GBP, JPY) with verified merchants.

### How escrow protects you

When an order opens, the **seller's USDT is locked in escrow**. It leaves only by one of these: the seller releases it to the buyer, the buyer cancels (it goes back), the payment window expires unpaid, or staff decide an appeal.

### As a buyer

1. Pay the exact amount **within the payment window** (15–30 minutes) to the seller's details shown in the order, by the method chosen. Use an account in your own verified name.
2. Press **I have paid** and attach proof.
3. Never pay outside the order's details, and never mark paid before paying.

### As a seller

**Never release before the money has arrived in your own account.** Check your bank or wallet app itself: screenshots, "pending" transfers and messages can be faked. Release needs your transaction password.

### Appeals

If you paid and the seller does not release, or something is wrong, press **Appeal** with a reason and proof. The USDT stays in escrow until staff decide; both parties read the decision and its reason.

### Limits

Buying needs junior verification; selling also a transaction password. Up to **3 unpaid orders** at once; after **3 cancellations** in a Hong Kong day you cannot open orders until the next day. Keep all communication in the order chat.`,
  },
};
