import type { HelpSeedTexts } from './types.js';

export const HELP_SEED_PT: HelpSeedTexts = {
  'how-to-deposit': {
    title: 'Como depositar criptomoedas',
    keywords: 'depósito, depositar, recarregar, adicionar fundos, comprovante, endereço',
    body: `Os depósitos chegam à sua **conta da corretora** (mercado à vista). Abra **Ativos → Depositar** ([/recharge](/recharge)).

1. Escolha a moeda e a rede: USDT e ETH na **ERC20**, BTC na rede **Bitcoin**.
2. Copie o endereço ou leia o QR code e envie da sua carteira ou de outra corretora. Envie só essa moeda nessa rede: o que for enviado por outra rede não pode ser recuperado.
3. Na página de depósito, informe o valor enviado e envie uma captura da transferência concluída (JPG ou PNG com menos de 8 MB) mostrando o valor e o hash da transação.
4. O financeiro confere a transferência e credita sua conta uma única vez. Acompanhe cada depósito em **Histórico de depósitos** ([/cbjl](/cbjl)); um depósito recusado mostra o motivo.

### "Endereço de demonstração" e "Preços simulados"

Se a página mostrar **Não envie fundos para este endereço**, esta instalação não tem endereço de depósito real: o endereço é provisório e tudo o que for enviado se perde. Fale com o operador antes.

O selo **Preços simulados** indica que os preços vêm do simulador da plataforma, não de uma corretora real, e que os livros de ofertas são preenchidos por formadores de mercado de demonstração. Uma conta demo começa com um **saldo inicial de demonstração**, indicado assim no extrato. Nada numa instalação de demonstração é dinheiro real.`,
  },
  'how-to-withdraw': {
    title: 'Como sacar: taxas, limites e bloqueios',
    keywords: 'saque, sacar, retirada, taxa, mínimo, limite, senha de transação, bloqueio',
    body: `Saque em **Ativos → Sacar** ([/money](/money)). Os saques saem como **USDT na ERC20** da sua conta da corretora.

### Antes do primeiro saque

- um e-mail ou telefone confirmado,
- uma **senha de transação** (6 dígitos, definida em [/bindmpwd](/bindmpwd)),
- **verificação de identidade básica**; um único saque de **20.000 USDT ou mais** também exige **verificação avançada**.

### As regras

| Regra | Padrão |
|---|---|
| Valor por saque | 100 – 200.000 USDT |
| Taxa de rede | 1 USDT por saque |
| Saques por dia | 2 (dia civil de Hong Kong) |
| Horário | 12:00 – 24:00 de Hong Kong (UTC+8) |
| Volume negociado | pelo menos 90% dos seus depósitos em USDT |

A página de saque mostra os valores atuais e sua situação, e uma recusa diz qual regra a causou.

### O bloqueio de segurança de 24 horas

Por **24 horas depois de alterar a senha de acesso, telefone, e-mail, autenticação de dois fatores ou senha de transação**, os saques são recusados. Isso protege você se outra pessoa tomou sua conta. As páginas de segurança e de saque mostram quando o bloqueio termina.

### Depois de enviar

O valor mais a taxa ficam congelados e o financeiro analisa o pedido. Ele é pago ao endereço, ou recusado com motivo e descongelado. Acompanhe em **Histórico de saques** ([/tbjl](/tbjl)). Cinco senhas de transação erradas a bloqueiam por uma hora.`,
  },
  'trading-fees': {
    title: 'Taxas de negociação: à vista, contratos e entrega',
    keywords: 'taxa, taxas, comissão, formador, tomador, maker, taker, financiamento, pernoite, custo',
    body: `Cada taxa é cobrada quando ocorre e aparece no extrato da sua conta.

### À vista (moeda contra moeda)

**0,1% formador e 0,1% tomador**, cobradas sobre o que você recebe: o comprador paga na moeda comprada, o vendedor em USDT. Arredondadas para baixo.

### Contratos alavancados (perpétuos e CFDs)

Uma taxa de abertura e outra de fechamento sobre o valor nocional da posição:

| Mercado | Abertura / fechamento | Custo de manter |
|---|---|---|
| Perpétuos cripto | 0,05% cada | financiamento 0,01% a cada 8 h |
| Forex | 0,02% cada | pernoite 0,01% ao dia |
| Metais, petróleo | 0,03% cada | pernoite 0,02% ao dia |
| Ações dos EUA | 0,05% cada | pernoite 0,02% ao dia |

O financiamento vence às 00:00, 08:00 e 16:00 UTC (compradas pagam, vendidas recebem); a taxa de pernoite dos CFDs às 22:00 UTC por noite mantida. Nunca ultrapassa a margem da posição. A cotação inclui ainda uma pequena diferença em torno do preço de referência.

### Contratos de entrega

Sem taxa: o percentual de pagamento do produto escolhido é todo o preço.

### Saques

1 USDT por saque de USDT (taxa de rede).`,
  },
  'spot-orders': {
    title: 'Como funcionam as ordens à vista',
    keywords: 'ordem limitada, ordem a mercado, apenas formador, post-only, IOC, FOK, livro de ofertas, comprar, vender',
    body: `A negociação à vista ([/deal](/deal)) troca moedas por USDT na sua **conta da corretora**. As ordens são casadas por **preço e depois tempo**: primeiro o melhor preço e, no mesmo preço, quem chegou antes.

### Tipos de ordem

- **Limitada**: você define preço e quantidade. O que não executa na hora fica no livro até executar ou ser cancelado. Comprar congela preço × quantidade em USDT.
- **A mercado**: executa na hora contra o livro. Uma compra a mercado gasta um **valor em USDT** escolhido, nunca mais; uma venda a mercado vende uma **quantidade** da moeda.

### Opções

- **Apenas formador**: a ordem precisa ficar no livro como formador. Se executaria na hora, é recusada, não alterada.
- **GTC** (válida até cancelar, padrão), **IOC** (executa o possível agora e cancela o resto), **FOK** (tudo na hora ou nada).

### Bom saber

- Uma ordem deve valer pelo menos **5 USDT**, com preço e quantidade nos incrementos de preço e lote do mercado.
- Suas ordens nunca negociam entre si: a que chega é cancelada.
- Taxas: 0,1% do que você recebe.
- Ordens abertas, histórico de ordens e de negociações ficam abaixo do gráfico; o que uma ordem aberta reserva fica congelado e é liberado quando ela termina.`,
  },
  'leveraged-contracts': {
    title: 'Contratos alavancados e liquidação',
    keywords: 'alavancagem, margem, perpétuo, CFD, liquidação, limite de perda, realização de lucro, stop loss, take profit, comprado, vendido',
    body: `A negociação alavancada ([/deal_c](/deal_c)) permite abrir uma posição comprada ou vendida maior que a sua margem. A margem vem da sua **conta de contratos**: transfira USDT antes na página de ativos. A plataforma é a contraparte de cada posição.

### Alavancagem máxima

Perpétuos cripto (BTC, ETH, SOL, XRP, DOGE, BNB) **100x**; forex **50x**; ouro e prata **20x**; petróleo **10x**; ações dos EUA **5x**. Forex, metais, petróleo e ações só negociam no horário do seu mercado.

### Liquidação

As posições são avaliadas pelo **preço de marcação** (o de referência). Quando o patrimônio da posição (margem mais lucro ou prejuízo não realizado) cai até a **margem de manutenção**, ela é liquidada na hora:

| Mercado | Margem de manutenção (do nocional) |
|---|---|
| Cripto | 0,5% |
| Forex | 1% |
| Metais | 2,5% |
| Petróleo | 5% |
| Ações | 10% |

O preço de liquidação aparece antes de confirmar e na posição. Quanto maior a alavancagem, mais perto da entrada.

**Você nunca perde mais que a margem da posição**: o prejuízo além dela é coberto pelo fundo de seguro.

### Limite o risco

Defina **limite de perda** e **realização de lucro** ao abrir ou depois; eles fecham a posição a mercado quando atingidos. Financiamento (cripto) e pernoite (CFDs) saem da margem, o que move um pouco o preço de liquidação.`,
  },
  'delivery-contracts': {
    title: 'Contratos de entrega: sobe ou desce em tempo fixo',
    keywords: 'entrega, opção, binária, sobe, desce, pagamento, vencimento, valor apostado',
    body: `Um contrato de entrega ([/deal_jg](/deal_jg)) é uma previsão de que o preço estará **mais alto (sobe)** ou **mais baixo (desce)** após um tempo fixo. Os valores saem da sua **conta de futuros**: transfira USDT antes.

### Produtos

| Duração | Pagamento se acertar | Valor |
|---|---|---|
| 30 segundos | 80% | 10 – 5.000 USDT |
| 60 segundos | 85% | 10 – 10.000 USDT |
| 120 segundos | 88% | 10 – 10.000 USDT |
| 300 segundos | 90% | 10 – 10.000 USDT |

### Como é liquidado

- O **preço de compra** é o último preço de referência na compra (recusado se tiver mais de 5 segundos).
- O **preço de liquidação** é o de referência no segundo do vencimento. Os dois preços e horários aparecem na ordem.
- **Acertou**: recebe o valor de volta mais valor × percentual de pagamento.
- **Errou**: perde o valor.
- **Preço igual**: empate, o valor volta inteiro.

Duração e percentual ficam fixos na ordem ao comprar. Não há taxa separada. Ordens abertas e liquidadas em [/jgcc](/jgcc). Aposte só o que pode perder: um movimento curto é quase cara ou coroa.`,
  },
  'earn-products': {
    title: 'Rendimentos: como os juros acumulam e o resgate antecipado',
    keywords: 'rendimentos, juros, poupança, custódia, retorno, taxa anual, resgate, dia de Hong Kong',
    body: `Os rendimentos ([/profit_index](/profit_index)) pagam juros diários sobre os USDT aplicados por prazo fixo. O principal sai da conta da corretora para a sua própria conta de rendimentos, e as condições são copiadas para a sua ordem: uma mudança posterior nunca a afeta.

### Produtos

| Prazo | Taxa diária | Cerca de ao ano | Resgate antecipado |
|---|---|---|---|
| 30 dias | 0,012% | 4,4% | mantém os juros até então |
| 180 dias | 0,0164% | 6,0% | metade dos juros é retida |
| 365 dias | 0,0219% | 8,0% | os juros até então são perdidos |

Cada ordem vai de 100 a 100.000 USDT, dentro da capacidade restante do produto.

### Acúmulo

- Os dias são **dias civis de Hong Kong** (UTC+8). O dia da compra é o **dia 1**.
- Os juros de um dia são lançados depois que ele termina; a ordem lista cada dia.
- O arredondamento nunca tira nada de você: o resto passa para o dia seguinte, e o prazo paga exatamente principal × taxa × dias, arredondado uma vez.

### Vencimento e resgate antecipado

No vencimento, principal e juros são pagos no próximo **dia útil** (sem fins de semana e feriados publicados). Para sair antes, abra **Minha custódia** ([/profit_wdtg](/profit_wdtg)): a cotação mostra exatamente o que você vai receber. Se um dia terminar antes de confirmar, você confirma a nova cotação.`,
  },
  'usdt-loans': {
    title: 'Empréstimos em USDT: juros, multa por atraso e pontuação de crédito',
    keywords: 'empréstimo, pegar emprestado, juros, multa por atraso, atraso, pontuação de crédito, limite, garantia',
    body: `Peça um empréstimo em USDT em [/repayment](/repayment). É preciso um contato confirmado e a **verificação básica**; a mesa de crédito analisa cada pedido com os documentos.

### Produtos

| Prazo | Juros | Valor |
|---|---|---|
| 30 dias | 0,05% ao dia | 100 – 50.000 USDT |
| 90 dias | 0,04% ao dia | 100 – 50.000 USDT |

Os juros contam pelos dias emprestados (no mínimo um, no máximo o prazo), então pagar antes sai mais barato. O cronograma aparece antes do pedido.

### Multa por atraso

Após o vencimento, cobra-se uma **multa de 0,5% do principal** por dia encerrado até o pagamento. Pague com o saldo ou envie um comprovante de transferência.

### Pontuação de crédito e limite

O limite depende da sua pontuação ([/credit](/credit)): base 50, +10 básica, +10 avançada, +5 endereço, +1 a cada 30 dias de conta (até 10), +3 por empréstimo pago em dia (até 15), **−2 por dia de atraso** (até −50).

| Pontuação | Limite (empréstimos em aberto) |
|---|---|
| 60 | 1.000 USDT |
| 70 | 5.000 USDT |
| 80 | 20.000 USDT |
| 90 | 50.000 USDT |

### Empréstimos com garantia cripto

Pegue até 65% do valor do BTC ou ETH bloqueado, a 0,02% ao dia. Em 75% você recebe uma chamada de margem; em 85% vende-se garantia suficiente (taxa de 2%) para voltar a 65%.`,
  },
  'verification-levels': {
    title: 'Níveis de verificação de identidade e o que liberam',
    keywords: 'KYC, verificação, identidade, documento, passaporte, básica, avançada, endereço, nome real',
    body: `A equipe de conformidade analisa a verificação. Comece em [/sfyz](/sfyz). As imagens devem ser JPG ou PNG nítidos com menos de 8 MB; ficam guardadas de forma privada e só você e a conformidade as veem.

### Básica

Sua nacionalidade (a escolhida no cadastro), tipo de documento, nome real e número, com **frente, verso e uma foto sua segurando o documento** e um bilhete assinado.

Libera: **saques**, **empréstimos em USDT**, **compra rápida** (comprar; vender exige também senha de transação). +10 na pontuação de crédito.

### Avançada

Exige a básica: um **retrato** e uma **foto segurando o documento**.

Libera: **saques únicos de 20.000 USDT ou mais** e candidatar-se a **comerciante da compra rápida**. +10 na pontuação.

### Endereço

Exige a básica: seu endereço e uma **conta de consumo** ou extrato bancário recente. +5 na pontuação.

### Bom saber

- Cada nível fica *em análise* até ser revisado, e então *aprovado* ou *recusado* com o motivo; depois de uma recusa você pode enviar de novo.
- Dados aprovados não podem ser alterados.
- **Uma pessoa, uma conta verificada**: um número de documento já verificado em outra conta é recusado.
- Você recebe uma mensagem na caixa de entrada quando houver decisão.`,
  },
  'account-security': {
    title: 'Segurança da conta e autenticação de dois fatores',
    keywords: '2FA, dois fatores, autenticador, TOTP, códigos de recuperação, senha, sessões, nível de segurança',
    body: `Seu nível de segurança ([/security](/security)) conta cinco proteções: **telefone, e-mail, senha de transação, autenticação de dois fatores e pergunta de segurança**. Todas as cinco: forte; três ou quatro: fraco; menos: perigoso. A página lista o que falta.

### Autenticação de dois fatores (2FA)

1. Instale um app autenticador (Google Authenticator, Microsoft Authenticator, Authy, 1Password…).
2. Leia o QR code da página de segurança e digite o código de 6 dígitos para provar que funciona.
3. Guarde offline os **dez códigos de recuperação** mostrados uma única vez. Cada um vale uma vez se você perder o telefone.

Com a 2FA ativa, cada login e cada mudança de segurança pede um código, aceito uma só vez.

### Bons hábitos

- Use uma senha de acesso única e uma senha de transação de 6 dígitos **diferente**.
- Revise **dispositivos e sessões** em [/setting](/setting) e encerre as que não reconhecer.
- Após **10 tentativas de login erradas** de um endereço em 15 minutos, o login a partir dele pausa por 15 minutos.
- Alterar senha, telefone, e-mail, 2FA ou senha de transação pausa **os saques por 24 horas**. Se não foi você, fale com o suporte imediatamente.`,
  },
  'anti-phishing-code': {
    title: 'Código antiphishing: como distinguir a equipe verdadeira de impostores',
    keywords: 'phishing, golpe, falso, impostor, código antiphishing, e-mail, suporte, equipe',
    body: `Defina um **código antiphishing** na página de segurança ([/security](/security)): uma palavra que só você e nós conhecemos.

### Onde você o verá

- Em **todo e-mail** que enviamos à sua conta (códigos, avisos, alertas de segurança).
- Ao lado de **cada mensagem da nossa equipe de suporte** no chat ao vivo ([/service](/service)).

Um e-mail ou mensagem que diz ser nosso **sem o seu código, ou com um código errado, é falso**. Não clique nos links nem responda. SMS nunca trazem o código, então cuidado com links em SMS.

### O que a equipe verdadeira nunca faz

- Pedir sua **senha de acesso, senha de transação, códigos de verificação, códigos 2FA ou de recuperação**.
- Pedir que envie cripto para "verificar", "desbloquear" ou "atualizar" a conta.
- Pedir que leve uma compra rápida, um pagamento ou uma conversa para fora da plataforma.
- Contatar você primeiro por redes sociais ou apps de mensagem.

### Se você foi alvo

Não siga a mensagem. Troque as senhas se as digitou em algum lugar, confira suas sessões em [/setting](/setting) e avise o suporte pelo chat ao vivo deste site.`,
  },
  'quick-buy-safety': {
    title: 'Segurança na compra rápida (P2P): custódia, pagamento e recursos',
    keywords: 'P2P, compra rápida, OTC, custódia, comerciante, liberar, recurso, golpe, transferência bancária',
    body: `A compra rápida ([/kjmbSelect](/kjmbSelect)) permite comprar ou vender USDT por dinheiro (CNY, USD, EUR, GBP, JPY) com comerciantes verificados.

### Como a custódia protege você

Quando uma ordem abre, **os USDT do vendedor ficam bloqueados em custódia**. Só saem se o vendedor liberar ao comprador, o comprador cancelar (voltam ao vendedor), o prazo de pagamento vencer sem pagamento, ou a equipe decidir um recurso.

### Como comprador

1. Pague o valor exato **dentro do prazo de pagamento** (15–30 minutos) para os dados do vendedor mostrados na ordem, pelo método escolhido. Use uma conta no seu nome verificado.
2. Toque em **Já paguei** e anexe o comprovante.
3. Nunca pague fora dos dados da ordem e nunca marque pago antes de pagar.

### Como vendedor

**Nunca libere antes de o dinheiro chegar à sua própria conta.** Confira no app do banco ou da carteira: capturas, transferências "pendentes" e mensagens podem ser falsificadas. Liberar exige sua senha de transação.

### Recursos

Se você pagou e o vendedor não libera, ou algo deu errado, toque em **Recurso** com motivo e provas. Os USDT ficam em custódia até a equipe decidir; as duas partes leem a decisão e o motivo.

### Limites

Comprar exige verificação básica; vender, também senha de transação. Até **3 ordens não pagas** ao mesmo tempo; após **3 cancelamentos** num dia de Hong Kong, não é possível abrir ordens até o dia seguinte. Mantenha toda a conversa no chat da ordem.`,
  },
};
