import type { HelpSeedTexts } from './types.js';

export const HELP_SEED_FR: HelpSeedTexts = {
  'how-to-deposit': {
    title: 'Comment déposer des cryptomonnaies',
    keywords: 'dépôt, déposer, recharger, ajouter des fonds, justificatif, adresse',
    body: `Les dépôts arrivent sur votre **compte d'échange** (marché au comptant). Ouvrez **Actifs → Dépôt** ([/recharge](/recharge)).

1. Choisissez la monnaie et le réseau : USDT et ETH sur **ERC20**, BTC sur le réseau **Bitcoin**.
2. Copiez l'adresse ou scannez son QR code, puis envoyez depuis votre portefeuille ou une autre plateforme. N'envoyez que cette monnaie sur ce réseau : ce qui est envoyé sur un autre réseau ne peut pas être récupéré.
3. De retour sur la page de dépôt, indiquez le montant envoyé et téléversez une capture du transfert terminé (JPG ou PNG de moins de 8 Mo) montrant le montant et le hash de la transaction.
4. L'équipe financière vérifie le transfert et crédite votre compte une seule fois. Suivez chaque dépôt dans **Historique des dépôts** ([/cbjl](/cbjl)) ; un dépôt refusé indique le motif.

### « Adresse de démonstration » et « Prix simulés »

Si la page affiche **N'envoyez pas de fonds à cette adresse**, cette installation n'a pas d'adresse de dépôt réelle : l'adresse est provisoire et tout envoi est perdu. Contactez d'abord l'opérateur.

Le badge **Prix simulés** signifie que les prix viennent du simulateur de la plateforme et non d'une vraie bourse, et que les carnets d'ordres sont alimentés par des teneurs de marché de démonstration. Un compte démo commence avec un **solde initial de démonstration**, indiqué comme tel dans votre historique. Rien sur une installation de démonstration n'est de l'argent réel.`,
  },
  'how-to-withdraw': {
    title: 'Comment retirer : frais, limites et blocages',
    keywords: 'retrait, retirer, encaisser, frais, minimum, limite, mot de passe de transaction, blocage',
    body: `Retirez depuis **Actifs → Retrait** ([/money](/money)). Les retraits partent en **USDT sur ERC20** depuis votre compte d'échange.

### Avant votre premier retrait

- un e-mail ou un téléphone confirmé,
- un **mot de passe de transaction** (6 chiffres, défini sur [/bindmpwd](/bindmpwd)),
- la **vérification d'identité de base** ; un retrait unique de **20 000 USDT ou plus** exige aussi la **vérification avancée**.

### Les règles

| Règle | Valeur par défaut |
|---|---|
| Montant par retrait | 100 – 200 000 USDT |
| Frais de réseau | 1 USDT par retrait |
| Retraits par jour | 2 (jour civil de Hong Kong) |
| Horaires | 12:00 – 24:00 heure de Hong Kong (UTC+8) |
| Volume de trading | au moins 90 % de vos dépôts en USDT |

La page de retrait affiche les valeurs actuelles et votre situation, et un refus nomme la règle en cause.

### Le blocage de sécurité de 24 heures

Pendant **24 heures après un changement de mot de passe de connexion, de téléphone, d'e-mail, d'authentification à deux facteurs ou de mot de passe de transaction**, les retraits sont refusés. Cela vous protège si quelqu'un a pris votre compte. Les pages sécurité et retrait indiquent la fin du blocage.

### Après l'envoi

Le montant et les frais sont gelés et l'équipe financière examine la demande. Elle est payée à l'adresse, ou refusée avec un motif et dégelée. Suivez-la dans **Historique des retraits** ([/tbjl](/tbjl)). Cinq mots de passe de transaction erronés le bloquent une heure.`,
  },
  'trading-fees': {
    title: 'Frais de trading : comptant, contrats et livraison',
    keywords: 'frais, commission, apporteur, preneur, maker, taker, financement, frais de nuit, coût',
    body: `Chaque frais est prélevé au moment où il survient et figure dans l'historique de votre compte.

### Comptant (monnaie contre monnaie)

**0,1 % apporteur et 0,1 % preneur**, prélevés sur ce que vous recevez : l'acheteur paie dans la monnaie achetée, le vendeur en USDT. Arrondi vers le bas.

### Contrats à effet de levier (perpétuels et CFD)

Des frais d'ouverture et de clôture sur la valeur notionnelle de la position :

| Marché | Ouverture / clôture | Coût de détention |
|---|---|---|
| Perpétuels crypto | 0,05 % chacun | financement 0,01 % toutes les 8 h |
| Forex | 0,02 % chacun | frais de nuit 0,01 % par jour |
| Métaux, pétrole | 0,03 % chacun | frais de nuit 0,02 % par jour |
| Actions américaines | 0,05 % chacun | frais de nuit 0,02 % par jour |

Le financement est dû à 00:00, 08:00 et 16:00 UTC (les positions longues paient, les courtes reçoivent) ; les frais de nuit des CFD à 22:00 UTC pour chaque nuit de détention. Ils ne dépassent jamais la marge de la position. Le prix inclut aussi un petit écart autour du prix de référence.

### Contrats de livraison

Aucun frais : le taux de gain du produit choisi est tout le prix.

### Retraits

1 USDT par retrait d'USDT (frais de réseau).`,
  },
  'spot-orders': {
    title: 'Comment fonctionnent les ordres au comptant',
    keywords: 'ordre limite, ordre au marché, apporteur uniquement, post-only, IOC, FOK, carnet d’ordres, acheter, vendre',
    body: `Le trading au comptant ([/deal](/deal)) échange des monnaies contre des USDT sur votre **compte d'échange**. Les ordres sont appariés par **prix puis par temps** : le meilleur prix d'abord et, à prix égal, le premier arrivé.

### Types d'ordres

- **Limite** : vous fixez le prix et la quantité. Ce qui n'est pas exécuté tout de suite reste dans le carnet jusqu'à exécution ou annulation. Acheter gèle prix × quantité en USDT.
- **Au marché** : exécuté immédiatement contre le carnet. Un achat au marché dépense un **montant en USDT** choisi, jamais plus ; une vente au marché vend une **quantité** de la monnaie.

### Options

- **Apporteur uniquement** : l'ordre doit rester dans le carnet comme apporteur. S'il s'exécuterait immédiatement, il est refusé, pas modifié.
- **GTC** (valable jusqu'à annulation, par défaut), **IOC** (exécuter ce qui est possible maintenant, annuler le reste), **FOK** (tout immédiatement ou rien).

### Bon à savoir

- Un ordre doit valoir au moins **5 USDT**, avec prix et quantité aux pas de cotation et de lot du marché.
- Vos ordres ne se croisent jamais entre eux : l'ordre entrant est annulé.
- Frais : 0,1 % de ce que vous recevez.
- Ordres ouverts, historique des ordres et des transactions sont sous le graphique ; ce qu'un ordre ouvert réserve est gelé puis libéré à sa fin.`,
  },
  'leveraged-contracts': {
    title: 'Contrats à effet de levier et liquidation forcée',
    keywords: 'levier, marge, perpétuel, CFD, liquidation forcée, limitation des pertes, prise de bénéfices, stop loss, take profit, long, short',
    body: `Le trading à effet de levier ([/deal_c](/deal_c)) permet d'ouvrir une position longue ou courte plus grande que votre marge. La marge vient de votre **compte de contrats** : transférez d'abord des USDT depuis la page des actifs. La plateforme est la contrepartie de chaque position.

### Levier maximal

Perpétuels crypto (BTC, ETH, SOL, XRP, DOGE, BNB) **100x** ; forex **50x** ; or et argent **20x** ; pétrole **10x** ; actions américaines **5x**. Forex, métaux, pétrole et actions ne se négocient qu'aux heures de leur marché.

### Liquidation forcée

Les positions sont évaluées au **prix de marque** (le prix de référence). Quand la valeur de la position (marge plus gain ou perte latent) tombe à sa **marge de maintien**, elle est liquidée immédiatement :

| Marché | Marge de maintien (du notionnel) |
|---|---|
| Crypto | 0,5 % |
| Forex | 1 % |
| Métaux | 2,5 % |
| Pétrole | 5 % |
| Actions | 10 % |

Le prix de liquidation est affiché avant confirmation et sur la position. Plus le levier est élevé, plus il est proche de votre entrée.

**Vous ne perdez jamais plus que la marge de la position** : une perte au-delà est couverte par le fonds d'assurance.

### Limiter le risque

Fixez une **limitation des pertes** et une **prise de bénéfices** à l'ouverture ou plus tard ; elles ferment la position au marché une fois atteints. Le financement (crypto) et les frais de nuit (CFD) sont prélevés sur la marge, ce qui déplace un peu le prix de liquidation.`,
  },
  'delivery-contracts': {
    title: 'Contrats de livraison : hausse ou baisse sur une durée fixe',
    keywords: 'livraison, option, binaire, hausse, baisse, gain, échéance, mise',
    body: `Un contrat de livraison ([/deal_jg](/deal_jg)) est une prévision que le prix sera **plus haut (hausse)** ou **plus bas (baisse)** après une durée fixe. Les mises viennent de votre **compte à terme** : transférez d'abord des USDT.

### Produits

| Durée | Gain si juste | Mise |
|---|---|---|
| 30 secondes | 80 % | 10 – 5 000 USDT |
| 60 secondes | 85 % | 10 – 10 000 USDT |
| 120 secondes | 88 % | 10 – 10 000 USDT |
| 300 secondes | 90 % | 10 – 10 000 USDT |

### Le règlement

- Le **prix d'achat** est le dernier prix de référence à l'achat (refusé s'il date de plus de 5 secondes).
- Le **prix de règlement** est le prix de référence à la seconde d'échéance. Les deux prix et leurs heures figurent sur l'ordre.
- **Gagné** : vous récupérez la mise plus mise × taux de gain.
- **Perdu** : vous perdez la mise.
- **Prix inchangé** : égalité, la mise est rendue en entier.

Durée et taux sont fixés sur votre ordre à l'achat. Aucun frais séparé. Ordres ouverts et réglés sur [/jgcc](/jgcc). Ne misez que ce que vous pouvez perdre : un mouvement court ressemble à un pile ou face.`,
  },
  'earn-products': {
    title: 'Rendement : calcul des intérêts et rachat anticipé',
    keywords: 'épargne, intérêts, dépôt à terme, rendement, taux annuel, rachat, jour de Hong Kong',
    body: `Rendement ([/profit_index](/profit_index)) verse des intérêts quotidiens sur les USDT placés pour une durée fixe. Le capital passe de votre compte d'échange à votre propre compte Rendement, et les conditions sont copiées sur votre ordre : un changement ultérieur ne le touche jamais.

### Produits

| Durée | Taux quotidien | Environ par an | Rachat anticipé |
|---|---|---|---|
| 30 jours | 0,012 % | 4,4 % | intérêts acquis conservés |
| 180 jours | 0,0164 % | 6,0 % | moitié des intérêts retenue |
| 365 jours | 0,0219 % | 8,0 % | intérêts acquis perdus |

Chaque ordre va de 100 à 100 000 USDT, dans la limite de la capacité restante du produit.

### Calcul

- Les jours sont des **jours civils de Hong Kong** (UTC+8). Le jour d'achat est le **jour 1**.
- Les intérêts d'un jour sont versés une fois ce jour terminé ; votre ordre liste chaque jour.
- L'arrondi ne vous fait rien perdre : le reste passe au jour suivant, la durée verse exactement capital × taux × jours, arrondi une seule fois.

### Échéance et rachat anticipé

À l'échéance, capital et intérêts sont versés le **jour ouvré** suivant (hors week-ends et jours fériés publiés). Pour sortir plus tôt, ouvrez **Mes placements** ([/profit_wdtg](/profit_wdtg)) : le devis montre exactement ce que vous recevrez. Si un jour se termine avant votre confirmation, il vous est demandé de confirmer le nouveau devis.`,
  },
  'usdt-loans': {
    title: 'Prêts en USDT : intérêts, pénalités de retard et score de crédit',
    keywords: 'prêt, emprunter, intérêts, pénalité de retard, retard, score de crédit, plafond, garantie',
    body: `Demandez un prêt en USDT sur [/repayment](/repayment). Il faut un contact confirmé et la **vérification de base** ; le service de prêt examine chaque demande avec ses documents.

### Produits

| Durée | Intérêts | Montant |
|---|---|---|
| 30 jours | 0,05 % par jour | 100 – 50 000 USDT |
| 90 jours | 0,04 % par jour | 100 – 50 000 USDT |

Les intérêts portent sur les jours d'emprunt (au moins un, au plus la durée) : rembourser tôt coûte moins. L'échéancier s'affiche avant la demande.

### Pénalités de retard

Après l'échéance, une **pénalité de 0,5 % du capital** s'applique pour chaque jour écoulé jusqu'au remboursement. Remboursez depuis votre solde ou téléversez un justificatif de virement.

### Score de crédit et plafond

Votre plafond dépend de votre score ([/credit](/credit)) : base 50, +10 base, +10 avancée, +5 adresse, +1 par 30 jours d'ancienneté (jusqu'à 10), +3 par prêt remboursé à temps (jusqu'à 15), **−2 par jour de retard** (jusqu'à −50).

| Score | Plafond (prêts en cours) |
|---|---|
| 60 | 1 000 USDT |
| 70 | 5 000 USDT |
| 80 | 20 000 USDT |
| 90 | 50 000 USDT |

### Prêts garantis par crypto

Empruntez jusqu'à 65 % de la valeur des BTC ou ETH bloqués, à 0,02 % par jour. À 75 % vous recevez un appel de marge ; à 85 % la garantie nécessaire est vendue (frais de 2 %) pour revenir à 65 %.`,
  },
  'verification-levels': {
    title: "Niveaux de vérification d'identité et ce qu'ils débloquent",
    keywords: "KYC, vérification, identité, carte d'identité, passeport, base, avancée, adresse, nom réel",
    body: `L'équipe conformité examine la vérification. Commencez sur [/sfyz](/sfyz). Les images doivent être des JPG ou PNG nets de moins de 8 Mo ; elles sont stockées en privé et visibles uniquement par vous et la conformité.

### Base

Votre nationalité (celle choisie à l'inscription), le type de pièce, votre nom réel et son numéro, avec le **recto, le verso et une photo de vous tenant la pièce** avec une note signée.

Débloque : **retraits**, **prêts en USDT**, **achat rapide** (acheter ; vendre exige aussi le mot de passe de transaction). +10 au score de crédit.

### Avancée

Exige la base : un **portrait** et une **photo tenant la pièce**.

Débloque : les **retraits uniques de 20 000 USDT ou plus** et la candidature comme **marchand d'achat rapide**. +10 au score de crédit.

### Adresse

Exige la base : votre adresse et une **facture** ou un relevé bancaire récent. +5 au score de crédit.

### Bon à savoir

- Chaque niveau est *en attente* jusqu'à l'examen, puis *approuvé* ou *refusé* avec le motif ; après un refus vous pouvez soumettre à nouveau.
- Les données approuvées ne peuvent pas être modifiées.
- **Une personne, un compte vérifié** : un numéro de pièce déjà vérifié sur un autre compte est refusé.
- Un message arrive dans votre boîte dès la décision.`,
  },
  'account-security': {
    title: 'Sécurité du compte et authentification à deux facteurs',
    keywords: '2FA, authentification à deux facteurs, authentificateur, TOTP, codes de récupération, mot de passe, sessions, niveau de sécurité',
    body: `Votre niveau de sécurité ([/security](/security)) compte cinq protections : **téléphone, e-mail, mot de passe de transaction, authentification à deux facteurs et question de sécurité**. Les cinq : fort ; trois ou quatre : faible ; moins : dangereux. La page liste ce qui manque.

### Authentification à deux facteurs (2FA)

1. Installez une application d'authentification (Google Authenticator, Microsoft Authenticator, Authy, 1Password…).
2. Scannez le QR code de la page sécurité et saisissez le code à 6 chiffres pour vérifier qu'il fonctionne.
3. Conservez hors ligne les **dix codes de récupération** affichés une seule fois. Chacun sert une fois si vous perdez votre téléphone.

Avec la 2FA, chaque connexion et chaque changement de sécurité demande un code, accepté une seule fois.

### Bonnes pratiques

- Utilisez un mot de passe de connexion unique et un mot de passe de transaction à 6 chiffres **différent**.
- Vérifiez **appareils et sessions** sur [/setting](/setting) et déconnectez celles que vous ne reconnaissez pas.
- Après **10 échecs de connexion** depuis une adresse en 15 minutes, la connexion depuis celle-ci est suspendue 15 minutes.
- Changer de mot de passe, téléphone, e-mail, 2FA ou mot de passe de transaction suspend **les retraits pendant 24 heures**. Si ce n'était pas vous, contactez l'assistance immédiatement.`,
  },
  'anti-phishing-code': {
    title: 'Code anti-hameçonnage : reconnaître le vrai personnel',
    keywords: 'hameçonnage, phishing, arnaque, faux, usurpateur, code anti-hameçonnage, e-mail, assistance, personnel',
    body: `Définissez un **code anti-hameçonnage** sur la page sécurité ([/security](/security)) : un mot que seuls vous et nous connaissons.

### Où vous le verrez

- Dans **chaque e-mail** envoyé à votre compte (codes, avis, alertes de sécurité).
- À côté de **chaque message de notre assistance** dans le chat en direct ([/service](/service)).

Un e-mail ou un message se disant de notre part **sans votre code, ou avec un code erroné, est faux**. N'ouvrez pas ses liens et n'y répondez pas. Les SMS ne contiennent jamais le code : méfiez-vous de leurs liens.

### Ce que le vrai personnel ne fait jamais

- Demander votre **mot de passe de connexion, mot de passe de transaction, codes de vérification, codes 2FA ou de récupération**.
- Vous demander d'envoyer des cryptos pour « vérifier », « débloquer » ou « améliorer » votre compte.
- Vous demander de sortir un achat rapide, un paiement ou une conversation de la plateforme.
- Vous contacter en premier via les réseaux sociaux ou une messagerie.

### Si vous êtes ciblé

N'agissez pas selon le message. Changez vos mots de passe si vous les avez saisis ailleurs, vérifiez vos sessions sur [/setting](/setting) et prévenez l'assistance via le chat en direct de ce site.`,
  },
  'quick-buy-safety': {
    title: "Sécurité de l'achat rapide (P2P) : séquestre, paiement et recours",
    keywords: 'P2P, achat rapide, OTC, séquestre, marchand, libérer, recours, arnaque, virement bancaire',
    body: `L'achat rapide ([/kjmbSelect](/kjmbSelect)) permet d'acheter ou de vendre des USDT contre de l'argent (CNY, USD, EUR, GBP, JPY) avec des marchands vérifiés.

### Comment le séquestre vous protège

À l'ouverture d'un ordre, **les USDT du vendeur sont bloqués en séquestre**. Ils n'en sortent que si le vendeur les libère à l'acheteur, si l'acheteur annule (retour au vendeur), si le délai de paiement expire sans paiement, ou si le personnel tranche un recours.

### En tant qu'acheteur

1. Payez le montant exact **dans le délai de paiement** (15–30 minutes) aux coordonnées du vendeur indiquées dans l'ordre, par le moyen choisi. Utilisez un compte à votre nom vérifié.
2. Appuyez sur **J'ai payé** et joignez la preuve.
3. Ne payez jamais hors des coordonnées de l'ordre et ne déclarez jamais avoir payé avant de payer.

### En tant que vendeur

**Ne libérez jamais avant que l'argent soit arrivé sur votre propre compte.** Vérifiez dans l'application de votre banque ou portefeuille : captures, virements « en attente » et messages peuvent être falsifiés. La libération exige votre mot de passe de transaction.

### Recours

Si vous avez payé et que le vendeur ne libère pas, ou en cas de problème, appuyez sur **Recours** avec motif et preuves. Les USDT restent en séquestre jusqu'à la décision du personnel ; les deux parties en lisent la décision et le motif.

### Limites

Acheter exige la vérification de base ; vendre, aussi un mot de passe de transaction. Jusqu'à **3 ordres impayés** à la fois ; après **3 annulations** dans une journée de Hong Kong, impossible d'ouvrir des ordres jusqu'au lendemain. Gardez toute la communication dans le chat de l'ordre.`,
  },
};
