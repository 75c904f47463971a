import type { HelpSeedTexts } from './types.js';

export const HELP_SEED_DE: HelpSeedTexts = {
  'how-to-deposit': {
    title: 'So zahlen Sie Krypto ein',
    keywords: 'Einzahlung, einzahlen, aufladen, Guthaben, Beleg, Adresse',
    body: `Einzahlungen gehen auf Ihr **Börsenkonto** (Spot-Handel). Öffnen Sie **Vermögen → Einzahlen** ([/recharge](/recharge)).

1. Wählen Sie Coin und Netzwerk: USDT und ETH über **ERC20**, BTC über das **Bitcoin**-Netzwerk.
2. Kopieren Sie die Adresse oder scannen Sie den QR-Code und senden Sie aus Ihrer Wallet oder von einer anderen Börse. Senden Sie nur diesen Coin über dieses Netzwerk: Über ein anderes Netzwerk gesendete Coins sind nicht wiederherstellbar.
3. Geben Sie auf der Einzahlungsseite den gesendeten Betrag ein und laden Sie einen Screenshot der abgeschlossenen Überweisung hoch (JPG oder PNG unter 8 MB) mit Betrag und Transaktions-Hash.
4. Die Finanzabteilung prüft die Überweisung und schreibt sie einmal gut. Jede Einzahlung sehen Sie unter **Einzahlungsverlauf** ([/cbjl](/cbjl)); eine abgelehnte zeigt den Grund.

### „Demo-Adresse“ und „Simulierte Preise“

Zeigt die Seite **Senden Sie kein Geld an diese Adresse**, hat diese Installation keine echte Einzahlungsadresse: Die Adresse ist ein Platzhalter, alles dorthin Gesendete ist verloren. Wenden Sie sich zuerst an den Betreiber.

Das Abzeichen **Simulierte Preise** bedeutet, dass die Kurse aus dem Simulator der Plattform stammen, nicht von einer echten Börse, und dass Demo-Market-Maker die Orderbücher füllen. Ein Demokonto beginnt mit einem **Demo-Startguthaben**, so auch im Kontoverlauf bezeichnet. Nichts auf einer Demo-Installation ist echtes Geld.`,
  },
  'how-to-withdraw': {
    title: 'So funktioniert die Auszahlung: Gebühren, Limits und Sperren',
    keywords: 'Auszahlung, auszahlen, abheben, Gebühr, Minimum, Limit, Transaktionspasswort, Sperre',
    body: `Zahlen Sie unter **Vermögen → Auszahlen** ([/money](/money)) aus. Auszahlungen gehen als **USDT über ERC20** von Ihrem Börsenkonto.

### Vor Ihrer ersten Auszahlung

- eine bestätigte E-Mail-Adresse oder Telefonnummer,
- ein **Transaktionspasswort** (6 Ziffern, festgelegt unter [/bindmpwd](/bindmpwd)),
- die **Basis-Identitätsprüfung**; eine einzelne Auszahlung ab **20.000 USDT** braucht zusätzlich die **erweiterte Prüfung**.

### Die Regeln

| Regel | Standard |
|---|---|
| Betrag pro Auszahlung | 100 – 200.000 USDT |
| Netzwerkgebühr | 1 USDT pro Auszahlung |
| Auszahlungen pro Tag | 2 (Kalendertag in Hongkong) |
| Zeiten | 12:00 – 24:00 Hongkong-Zeit (UTC+8) |
| Handelsvolumen | mindestens 90 % Ihrer USDT-Einzahlungen |

Die Auszahlungsseite zeigt die aktuellen Werte und Ihren Stand, eine Ablehnung nennt die Regel.

### Die 24-Stunden-Sicherheitssperre

**24 Stunden nach einer Änderung von Login-Passwort, Telefon, E-Mail, Zwei-Faktor-Authentifizierung oder Transaktionspasswort** werden Auszahlungen abgelehnt. Das schützt Sie, falls jemand Ihr Konto übernommen hat. Sicherheits- und Auszahlungsseite zeigen, wann die Sperre endet.

### Nach dem Absenden

Betrag und Gebühr werden eingefroren, die Finanzabteilung prüft den Antrag. Er wird an die Adresse gezahlt oder mit Grund abgelehnt und freigegeben. Verfolgen Sie ihn im **Auszahlungsverlauf** ([/tbjl](/tbjl)). Fünf falsche Transaktionspasswörter sperren es für eine Stunde.`,
  },
  'trading-fees': {
    title: 'Handelsgebühren: Spot, Kontrakte und Lieferung',
    keywords: 'Gebühren, Gebühr, Provision, Liquiditätsgeber, Liquiditätsnehmer, Maker, Taker, Finanzierung, Übernachtgebühr, Kosten',
    body: `Jede Gebühr wird bei Entstehung berechnet und in Ihrem Kontoverlauf aufgeführt.

### Spot (Coin gegen Coin)

**0,1 % für Liquiditätsgeber und 0,1 % für Liquiditätsnehmer**, berechnet auf das, was Sie erhalten: Käufer zahlen im gekauften Coin, Verkäufer in USDT. Abgerundet.

### Hebelkontrakte (unbefristete Kontrakte und CFDs)

Eine Eröffnungs- und eine Schließungsgebühr auf den Nominalwert der Position:

| Markt | Eröffnung / Schließung | Haltekosten |
|---|---|---|
| Unbefristete Krypto-Kontrakte | je 0,05 % | Finanzierung 0,01 % alle 8 h |
| Forex | je 0,02 % | Übernacht 0,01 % pro Tag |
| Metalle, Öl | je 0,03 % | Übernacht 0,02 % pro Tag |
| US-Aktien | je 0,05 % | Übernacht 0,02 % pro Tag |

Die Finanzierung fällt um 00:00, 08:00 und 16:00 UTC an (Long zahlt, Short erhält); CFD-Übernachtgebühren um 22:00 UTC für jede gehaltene Nacht. Sie übersteigen nie die Margin der Position. Der Kurs enthält zudem eine kleine Spanne um den Referenzpreis.

### Lieferkontrakte

Keine Gebühr: Die Auszahlungsquote des gewählten Produkts ist der ganze Preis.

### Auszahlungen

1 USDT pro USDT-Auszahlung (Netzwerkgebühr).`,
  },
  'spot-orders': {
    title: 'So funktionieren Spot-Orders',
    keywords: 'Limit-Order, Markt-Order, Market-Order, nur als Liquiditätsgeber, Post-only, IOC, FOK, Orderbuch, kaufen, verkaufen',
    body: `Spot-Handel ([/deal](/deal)) tauscht Coins gegen USDT auf Ihrem **Börsenkonto**. Orders werden nach **Preis, dann Zeit** ausgeführt: bester Preis zuerst, bei gleichem Preis wer zuerst kam.

### Ordertypen

- **Limit-Order**: Sie legen Preis und Menge fest. Was nicht sofort ausgeführt wird, bleibt im Orderbuch, bis es ausgeführt oder storniert wird. Ein Kauf friert Preis × Menge in USDT ein.
- **Markt-Order**: wird sofort gegen das Buch ausgeführt. Ein Markt-Kauf gibt einen gewählten **USDT-Betrag** aus, nie mehr; ein Markt-Verkauf verkauft eine **Menge** des Coins.

### Optionen

- **Nur als Liquiditätsgeber**: Die Order muss als Liquiditätsgeber im Buch liegen. Würde sie sofort handeln, wird sie abgelehnt, nicht geändert.
- **GTC** (gültig bis Storno, Standard), **IOC** (jetzt Mögliches ausführen, Rest stornieren), **FOK** (alles sofort oder nichts).

### Gut zu wissen

- Eine Order muss mindestens **5 USDT** wert sein, mit Preis und Menge in den Tick- und Losgrößen des Marktes.
- Ihre eigenen Orders handeln nie miteinander: Die eingehende wird storniert.
- Gebühren: 0,1 % auf das Erhaltene.
- Offene Orders, Order- und Handelsverlauf stehen unter dem Kursdiagramm; was eine offene Order bindet, ist eingefroren und wird an ihrem Ende freigegeben.`,
  },
  'leveraged-contracts': {
    title: 'Hebelkontrakte und Liquidation',
    keywords: 'Hebel, Margin, unbefristet, Perpetual, CFD, Liquidation, Zwangsschließung, Stop-Loss, Take-Profit, Long, Short',
    body: `Hebelhandel ([/deal_c](/deal_c)) erlaubt eine Long- oder Short-Position, die größer ist als Ihre Margin. Die Margin kommt von Ihrem **Kontraktkonto**: Übertragen Sie zuerst USDT auf der Vermögensseite. Die Plattform ist Gegenpartei jeder Position.

### Maximaler Hebel

Unbefristete Krypto-Kontrakte (BTC, ETH, SOL, XRP, DOGE, BNB) **100x**; Forex **50x**; Gold und Silber **20x**; Öl **10x**; US-Aktien **5x**. Forex, Metalle, Öl und Aktien handeln nur zu ihren Marktzeiten.

### Liquidation

Positionen werden zum **Mark-Preis** (Referenzpreis) bewertet. Fällt das Eigenkapital der Position (Margin plus unrealisierter Gewinn oder Verlust) auf ihre **Erhaltungsmargin**, wird sie sofort liquidiert:

| Markt | Erhaltungsmargin (vom Nominalwert) |
|---|---|
| Krypto | 0,5 % |
| Forex | 1 % |
| Metalle | 2,5 % |
| Öl | 5 % |
| Aktien | 10 % |

Der Liquidationspreis wird vor dem Bestätigen und an der Position angezeigt. Je höher der Hebel, desto näher liegt er am Einstieg.

**Sie verlieren nie mehr als die Margin der Position**: Ein darüber hinausgehender Verlust wird vom Versicherungsfonds getragen.

### Risiko begrenzen

Setzen Sie beim Eröffnen oder später **Stop-Loss** und **Take-Profit**; sie schließen die Position bei Erreichen zum Marktpreis. Finanzierung (Krypto) und Übernachtgebühren (CFDs) werden aus der Margin belastet, was den Liquidationspreis leicht verschiebt.`,
  },
  'delivery-contracts': {
    title: 'Lieferkontrakte: steigt oder fällt in fester Zeit',
    keywords: 'Lieferkontrakt, Option, binär, steigt, fällt, Auszahlungsquote, Ablauf, Einsatz',
    body: `Ein Lieferkontrakt ([/deal_jg](/deal_jg)) ist eine Vorhersage, dass der Preis nach fester Zeit **höher (steigt)** oder **niedriger (fällt)** ist. Einsätze kommen von Ihrem **Terminkonto**: Übertragen Sie zuerst USDT.

### Produkte

| Laufzeit | Auszahlung bei Gewinn | Einsatz |
|---|---|---|
| 30 Sekunden | 80 % | 10 – 5.000 USDT |
| 60 Sekunden | 85 % | 10 – 10.000 USDT |
| 120 Sekunden | 88 % | 10 – 10.000 USDT |
| 300 Sekunden | 90 % | 10 – 10.000 USDT |

### Abrechnung

- Der **Kaufpreis** ist der letzte Referenzpreis beim Kauf (abgelehnt, wenn älter als 5 Sekunden).
- Der **Abrechnungspreis** ist der Referenzpreis in der Ablaufsekunde. Beide Preise und Zeiten stehen an der Order.
- **Gewinn**: Sie erhalten den Einsatz plus Einsatz × Auszahlungsquote.
- **Verlust**: Der Einsatz ist verloren.
- **Unveränderter Preis**: Unentschieden, der Einsatz kommt vollständig zurück.

Laufzeit und Quote werden beim Kauf an Ihrer Order festgeschrieben. Keine separate Gebühr. Offene und abgerechnete Orders unter [/jgcc](/jgcc). Setzen Sie nur, was Sie verlieren können: Eine kurze Kursbewegung gleicht fast einem Münzwurf.`,
  },
  'earn-products': {
    title: 'Erträge: wie Zinsen entstehen und vorzeitige Rücknahme',
    keywords: 'Erträge, Zinsen, Sparen, Verwahrung, Rendite, Jahreszins, Rücknahme, Hongkong-Tag',
    body: `Der Bereich Erträge ([/profit_index](/profit_index)) zahlt tägliche Zinsen auf USDT, die Sie für eine feste Laufzeit anlegen. Das Kapital wandert vom Börsenkonto auf Ihr eigenes Ertragskonto, die Produktbedingungen werden in Ihre Order kopiert: Spätere Änderungen berühren sie nie.

### Produkte

| Laufzeit | Tageszins | Etwa pro Jahr | Vorzeitige Rücknahme |
|---|---|---|---|
| 30 Tage | 0,012 % | 4,4 % | bisherige Zinsen bleiben |
| 180 Tage | 0,0164 % | 6,0 % | die Hälfte der bisherigen Zinsen wird einbehalten |
| 365 Tage | 0,0219 % | 8,0 % | bisherige Zinsen verfallen |

Jede Order umfasst 100 – 100.000 USDT, innerhalb der Restkapazität des Produkts.

### Zinsberechnung

- Tage sind **Kalendertage in Hongkong** (UTC+8). Der Kauftag ist **Tag 1**.
- Die Zinsen eines Tages werden nach dessen Ende gebucht; Ihre Order listet jeden Tag.
- Rundung kostet Sie nichts: Der Rest wird übertragen, die Laufzeit zahlt genau Kapital × Zins × Tage, einmal abgerundet.

### Fälligkeit und vorzeitige Rücknahme

Bei Fälligkeit werden Kapital und Zinsen am nächsten **Werktag** gezahlt (ohne Wochenenden und veröffentlichte Feiertage). Für einen früheren Ausstieg öffnen Sie **Meine Verwahrung** ([/profit_wdtg](/profit_wdtg)): Das Angebot zeigt genau, was Sie erhalten. Endet vor Ihrer Bestätigung ein Tag, bestätigen Sie das neue Angebot.`,
  },
  'usdt-loans': {
    title: 'USDT-Kredite: Zinsen, Verzugsgebühren und Bonitätswert',
    keywords: 'Kredit, Darlehen, leihen, Zinsen, Verzugsgebühr, überfällig, Bonitätswert, Limit, Sicherheit',
    body: `Beantragen Sie einen USDT-Kredit unter [/repayment](/repayment). Sie brauchen einen bestätigten Kontakt und die **Basis-Prüfung**; die Kreditabteilung prüft jeden Antrag mit seinen Unterlagen.

### Produkte

| Laufzeit | Zinsen | Betrag |
|---|---|---|
| 30 Tage | 0,05 % pro Tag | 100 – 50.000 USDT |
| 90 Tage | 0,04 % pro Tag | 100 – 50.000 USDT |

Zinsen fallen für die geliehenen Tage an (mindestens einer, höchstens die Laufzeit), frühe Rückzahlung kostet also weniger. Der Plan wird vor dem Antrag angezeigt.

### Verzugsgebühren

Nach Fälligkeit wird für jeden abgelaufenen Tag bis zur Rückzahlung eine **Verzugsgebühr von 0,5 % des Kapitals** berechnet. Zahlen Sie aus Ihrem Guthaben oder laden Sie einen Überweisungsbeleg hoch.

### Bonitätswert und Limit

Ihr Limit hängt vom Bonitätswert ab ([/credit](/credit)): Basis 50, +10 Basis-Prüfung, +10 erweitert, +5 Adresse, +1 je 30 Tage Kontoalter (bis 10), +3 je pünktlich getilgtem Kredit (bis 15), **−2 je Verzugstag** (bis −50).

| Wert | Limit (alle offenen Kredite) |
|---|---|
| 60 | 1.000 USDT |
| 70 | 5.000 USDT |
| 80 | 20.000 USDT |
| 90 | 50.000 USDT |

### Krypto-besicherte Kredite

Leihen Sie bis zu 65 % des Werts von gesperrten BTC oder ETH zu 0,02 % pro Tag. Bei 75 % erhalten Sie einen Margin Call; bei 85 % wird so viel Sicherheit verkauft (2 % Gebühr), dass 65 % wieder erreicht sind.`,
  },
  'verification-levels': {
    title: 'Stufen der Identitätsprüfung und was sie freischalten',
    keywords: 'KYC, Verifizierung, Identität, Ausweis, Reisepass, Basis, erweitert, Adresse, echter Name',
    body: `Das Compliance-Team prüft die Verifizierung. Beginnen Sie unter [/sfyz](/sfyz). Bilder müssen klare JPG- oder PNG-Dateien unter 8 MB sein; sie werden privat gespeichert und nur Ihnen und Compliance gezeigt.

### Basis

Ihre Staatsangehörigkeit (bei der Registrierung gewählt), Ausweisart, echter Name und Ausweisnummer, mit **Vorderseite, Rückseite und einem Foto von Ihnen mit dem Ausweis** samt unterschriebener Notiz.

Schaltet frei: **Auszahlungen**, **USDT-Kredite**, **Schnellkauf** (Kaufen; Verkaufen braucht zusätzlich ein Transaktionspasswort). +10 Bonitätswert.

### Erweitert

Setzt Basis voraus: ein **Porträt** und ein **Foto mit dem Ausweis**.

Schaltet frei: **einzelne Auszahlungen ab 20.000 USDT** und die Bewerbung als **Schnellkauf-Händler**. +10 Bonitätswert.

### Adresse

Setzt Basis voraus: Ihre Adresse und eine aktuelle **Versorgerrechnung** oder ein Kontoauszug. +5 Bonitätswert.

### Gut zu wissen

- Jede Stufe ist *in Prüfung*, dann *genehmigt* oder mit Begründung *abgelehnt*; nach einer Ablehnung können Sie erneut einreichen.
- Genehmigte Daten können nicht geändert werden.
- **Eine Person, ein verifiziertes Konto**: Eine bereits auf einem anderen Konto verifizierte Ausweisnummer wird abgelehnt.
- Sie erhalten eine Nachricht im Posteingang, sobald entschieden ist.`,
  },
  'account-security': {
    title: 'Kontosicherheit und Zwei-Faktor-Authentifizierung',
    keywords: '2FA, Zwei-Faktor, Authenticator, TOTP, Wiederherstellungscodes, Passwort, Sitzungen, Sicherheitsstufe',
    body: `Ihre Sicherheitsstufe ([/security](/security)) zählt fünf Schutzmaßnahmen: **Telefon, E-Mail, Transaktionspasswort, Zwei-Faktor-Authentifizierung und Sicherheitsfrage**. Alle fünf: stark; drei oder vier: schwach; weniger: gefährlich. Die Seite listet, was fehlt.

### Zwei-Faktor-Authentifizierung (2FA)

1. Installieren Sie eine Authenticator-App (Google Authenticator, Microsoft Authenticator, Authy, 1Password…).
2. Scannen Sie den QR-Code auf der Sicherheitsseite und geben Sie den 6-stelligen Code ein, um zu prüfen, dass es funktioniert.
3. Bewahren Sie die **zehn Wiederherstellungscodes**, die nur einmal angezeigt werden, offline auf. Jeder gilt einmal, wenn Ihr Telefon verloren geht.

Mit 2FA verlangt jede Anmeldung und jede Sicherheitsänderung einen Code, und ein Code gilt nur einmal.

### Gute Gewohnheiten

- Nutzen Sie ein einzigartiges Login-Passwort und ein **anderes** 6-stelliges Transaktionspasswort.
- Prüfen Sie **Geräte und Sitzungen** unter [/setting](/setting) und melden Sie unbekannte ab.
- Nach **10 fehlgeschlagenen Anmeldungen** von einer Adresse in 15 Minuten pausiert die Anmeldung von dort 15 Minuten.
- Eine Änderung von Passwort, Telefon, E-Mail, 2FA oder Transaktionspasswort pausiert **Auszahlungen für 24 Stunden**. Waren Sie es nicht, kontaktieren Sie sofort den Support.`,
  },
  'anti-phishing-code': {
    title: 'Anti-Phishing-Code: echte Mitarbeiter von Betrügern unterscheiden',
    keywords: 'Phishing, Betrug, Fälschung, Betrüger, Anti-Phishing-Code, E-Mail, Support, Mitarbeiter',
    body: `Legen Sie auf der Sicherheitsseite ([/security](/security)) einen **Anti-Phishing-Code** fest: ein Wort, das nur Sie und wir kennen.

### Wo Sie ihn sehen

- In **jeder E-Mail**, die wir an Ihr Konto senden (Codes, Hinweise, Sicherheitswarnungen).
- Neben **jeder Nachricht unserer Support-Mitarbeiter** im Live-Chat ([/service](/service)).

Eine E-Mail oder Chatnachricht angeblich von uns **ohne Ihren Code oder mit falschem Code ist gefälscht**. Klicken Sie keine Links und antworten Sie nicht. SMS enthalten den Code nie, seien Sie daher bei Links in SMS vorsichtig.

### Was echte Mitarbeiter nie tun

- Nach Ihrem **Login-Passwort, Transaktionspasswort, Bestätigungscodes, 2FA- oder Wiederherstellungscodes** fragen.
- Sie bitten, Krypto zu senden, um Ihr Konto zu „verifizieren“, „entsperren“ oder „aufzuwerten“.
- Sie bitten, einen Schnellkauf, eine Zahlung oder ein Gespräch außerhalb der Plattform fortzusetzen.
- Sie zuerst über soziale Medien oder Messenger kontaktieren.

### Wenn Sie ins Visier geraten

Folgen Sie der Nachricht nicht. Ändern Sie Passwörter, falls Sie sie irgendwo eingegeben haben, prüfen Sie Ihre Sitzungen unter [/setting](/setting) und informieren Sie den Support über den Live-Chat dieser Website.`,
  },
  'quick-buy-safety': {
    title: 'Sicherheit beim Schnellkauf (P2P): Treuhand, Zahlung und Einsprüche',
    keywords: 'P2P, Schnellkauf, OTC, Treuhand, Händler, Freigabe, Einspruch, Betrug, Banküberweisung',
    body: `Mit dem Schnellkauf ([/kjmbSelect](/kjmbSelect)) kaufen oder verkaufen Sie USDT gegen Geld (CNY, USD, EUR, GBP, JPY) bei verifizierten Händlern.

### Wie die Treuhand Sie schützt

Sobald eine Order eröffnet ist, **werden die USDT des Verkäufers treuhänderisch gesperrt**. Sie verlassen die Treuhand nur, wenn der Verkäufer sie an den Käufer freigibt, der Käufer storniert (zurück an den Verkäufer), die Zahlungsfrist unbezahlt abläuft oder Mitarbeiter über einen Einspruch entscheiden.

### Als Käufer

1. Zahlen Sie den exakten Betrag **innerhalb der Zahlungsfrist** (15–30 Minuten) an die in der Order gezeigten Daten des Verkäufers, mit der gewählten Methode. Nutzen Sie ein Konto auf Ihren verifizierten Namen.
2. Tippen Sie auf **Ich habe bezahlt** und fügen Sie einen Nachweis an.
3. Zahlen Sie nie an andere Daten als die der Order und melden Sie nie „bezahlt“, bevor Sie gezahlt haben.

### Als Verkäufer

**Geben Sie nie frei, bevor das Geld auf Ihrem eigenen Konto angekommen ist.** Prüfen Sie direkt in der App Ihrer Bank oder Wallet: Screenshots, „ausstehende“ Überweisungen und Nachrichten lassen sich fälschen. Die Freigabe braucht Ihr Transaktionspasswort.

### Einsprüche

Haben Sie gezahlt und der Verkäufer gibt nicht frei, oder stimmt etwas nicht, tippen Sie auf **Einspruch** mit Grund und Nachweis. Die USDT bleiben in der Treuhand, bis Mitarbeiter entscheiden; beide Seiten lesen Entscheidung und Begründung.

### Limits

Kaufen braucht die Basis-Prüfung; Verkaufen zusätzlich ein Transaktionspasswort. Höchstens **3 unbezahlte Orders** gleichzeitig; nach **3 Stornierungen** an einem Hongkong-Tag können Sie bis zum nächsten Tag keine Orders eröffnen. Kommunizieren Sie nur im Order-Chat.`,
  },
};
