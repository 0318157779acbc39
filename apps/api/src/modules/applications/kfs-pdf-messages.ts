/**
 * The words of the KFS PDF (RBI KFS circular of April 2024, Annex A, B and C), in English and Hindi. {name} is
 * filled by the renderer; figures are formatted by it.
 */
export const kfsPdfTexts = {
  title: { en: 'Key Facts Statement', hi: 'मुख्य तथ्य विवरण' },
  proposal: { en: 'Loan proposal number: {number}', hi: 'ऋण प्रस्ताव संख्या: {number}' },
  indicative: {
    en: 'Indicative — no application yet. The binding statement is issued with your application.',
    hi: 'सांकेतिक — अभी कोई आवेदन नहीं। बाध्यकारी विवरण आपके आवेदन के साथ जारी होता है।',
  },
  lenderLine: { en: 'Lender: {lender}', hi: 'ऋणदाता: {lender}' },
  issuedValid: {
    en: 'Issued on {issued}; valid until {valid} ({days} working days)',
    hi: '{issued} को जारी; {valid} तक मान्य ({days} कार्य दिवस)',
  },
  notStated: { en: 'Not stated by the lender', hi: 'ऋणदाता ने नहीं बताया' },
  none: { en: 'None', hi: 'कोई नहीं' },

  part1: {
    en: 'Part 1 — Interest rate and fees / charges',
    hi: 'भाग 1 — ब्याज दर और शुल्क / प्रभार',
  },
  loanType: { en: 'Type of loan', hi: 'ऋण का प्रकार' },
  sanctioned: { en: 'Sanctioned loan amount', hi: 'स्वीकृत ऋण राशि' },
  disbursal: { en: 'Disbursal schedule', hi: 'वितरण अनुसूची' },
  disbursalSingle: {
    en: '100% upfront, in one payment on sanction',
    hi: '100% एक साथ, स्वीकृति पर एक ही भुगतान में',
  },
  tenure: { en: 'Loan term', hi: 'ऋण अवधि' },
  months: { en: '{count} months', hi: '{count} महीने' },
  instalmentType: { en: 'Type of instalments', hi: 'किस्तों का प्रकार' },
  monthlyEmi: { en: 'Equated monthly instalments (EMI)', hi: 'समान मासिक किस्तें (EMI)' },
  instalmentCount: { en: 'Number of instalments', hi: 'किस्तों की संख्या' },
  emi: { en: 'Instalment amount (EMI)', hi: 'किस्त की राशि (EMI)' },
  firstInstalment: { en: 'First instalment due on', hi: 'पहली किस्त की तारीख' },
  interestRate: { en: 'Interest rate (yearly) and type', hi: 'ब्याज दर (वार्षिक) और प्रकार' },
  fixedRate: { en: '{rate}% fixed', hi: '{rate}% स्थिर' },
  feesTitle: { en: 'Fees and charges', hi: 'फीस और शुल्क' },
  feesToLender: { en: 'Payable to the lender (processing fee)', hi: 'ऋणदाता को देय (प्रोसेसिंग शुल्क)' },
  feesToThirdParties: {
    en: 'Payable to third parties through the lender',
    hi: 'ऋणदाता के माध्यम से तीसरे पक्षों को देय',
  },
  apr: { en: 'Annual percentage rate (APR)', hi: 'वार्षिक प्रतिशत दर (APR)' },
  contingentTitle: { en: 'Contingent charges', hi: 'आकस्मिक शुल्क' },
  penal: { en: 'Penal charges (delayed payment)', hi: 'दंड शुल्क (देर से भुगतान)' },
  bounce: { en: 'Bounce charges', hi: 'बाउंस शुल्क' },
  foreclosure: { en: 'Foreclosure charges', hi: 'फोरक्लोज़र शुल्क' },
  switching: { en: 'Charges for switching the loan', hi: 'ऋण बदलने (स्विचिंग) का शुल्क' },
  partPrepayment: { en: 'Part-prepayment charges', hi: 'आंशिक पूर्व-भुगतान शुल्क' },

  part2: { en: 'Part 2 — Other qualitative information', hi: 'भाग 2 — अन्य गुणात्मक जानकारी' },
  recoveryAgents: { en: 'Recovery agents', hi: 'वसूली एजेंट' },
  recoveryStandard: {
    en: 'The lender may engage recovery agents only under RBI rules; they must identify themselves, may call only between 8 am and 7 pm and may never harass you.',
    hi: 'ऋणदाता केवल RBI के नियमों के तहत वसूली एजेंट रख सकता है; उन्हें अपनी पहचान बतानी होगी, वे केवल सुबह 8 से शाम 7 बजे के बीच कॉल कर सकते हैं और आपको कभी परेशान नहीं कर सकते।',
  },
  grievanceTitle: { en: 'Grievance redressal', hi: 'शिकायत निवारण' },
  grievanceOfficer: { en: 'Grievance redressal officer of Saakh', hi: 'साख के शिकायत निवारण अधिकारी' },
  grievanceDays: {
    en: 'We answer every complaint within {days} days.',
    hi: 'हम हर शिकायत का उत्तर {days} दिनों में देते हैं।',
  },
  nodalOfficer: { en: 'Nodal officer of the lender', hi: 'ऋणदाता के नोडल अधिकारी' },
  ombudsman: {
    en: 'If your complaint is not resolved within 30 days, or you are not satisfied with the answer, you may complain to the RBI Integrated Ombudsman at {portal} or call {phone}.',
    hi: 'यदि आपकी शिकायत 30 दिनों में हल नहीं होती, या आप उत्तर से संतुष्ट नहीं हैं, तो आप RBI एकीकृत लोकपाल को {portal} पर शिकायत कर सकते हैं या {phone} पर कॉल कर सकते हैं।',
  },
  phone: { en: 'Phone', hi: 'फ़ोन' },
  email: { en: 'E-mail', hi: 'ई-मेल' },
  address: { en: 'Address', hi: 'पता' },
  transfer: { en: 'Transfer and securitisation', hi: 'हस्तांतरण और प्रतिभूतिकरण' },
  transferText: {
    en: 'The lender may transfer or securitise this loan under RBI rules; your terms do not change and you will be told who to pay.',
    hi: 'ऋणदाता RBI के नियमों के तहत इस ऋण का हस्तांतरण या प्रतिभूतिकरण कर सकता है; आपकी शर्तें नहीं बदलेंगी और आपको बताया जाएगा कि भुगतान किसे करना है।',
  },
  coLending: { en: 'Co-lending', hi: 'सह-ऋण (को-लेंडिंग)' },
  coolingOff: { en: 'Cooling-off (look-up) period', hi: 'कूलिंग-ऑफ़ (लुक-अप) अवधि' },
  coolingOffText: {
    en: 'You may leave the loan within {days} days of disbursal without any penalty by repaying the principal and the interest for those days: {amount} if you leave on the last day.',
    hi: 'आप वितरण के {days} दिनों के भीतर बिना किसी जुर्माने के मूलधन और उन दिनों का ब्याज चुकाकर ऋण छोड़ सकते हैं: अंतिम दिन छोड़ने पर {amount}।',
  },
  lsp: { en: 'Lending service provider', hi: 'ऋण सेवा प्रदाता (LSP)' },
  lspText: {
    en: '{lsp} is a lending service provider acting for {lender}; the lender decides on and gives the loan.',
    hi: '{lsp} एक ऋण सेवा प्रदाता है जो {lender} की ओर से काम करता है; ऋण का निर्णय और ऋण ऋणदाता देता है।',
  },
  rbiRegistration: { en: 'RBI registration {number}', hi: 'RBI पंजीकरण {number}' },
  kindBank: { en: 'Bank', hi: 'बैंक' },
  kindNbfc: { en: 'NBFC', hi: 'NBFC' },
  kindHfc: { en: 'Housing finance company', hi: 'हाउसिंग फाइनेंस कंपनी' },

  annexB: {
    en: 'Annex B — Illustration of how the APR is computed',
    hi: 'अनुलग्नक B — APR की गणना का उदाहरण',
  },
  totalInterest: { en: 'Total interest over the loan term', hi: 'ऋण अवधि में कुल ब्याज' },
  feesTotal: { en: 'Fees and charges (processing fee and third parties)', hi: 'फीस और शुल्क (प्रोसेसिंग और तीसरे पक्ष)' },
  netDisbursed: { en: 'Net amount disbursed to you', hi: 'आपको मिलने वाली शुद्ध राशि' },
  totalPayable: { en: 'Total amount you repay', hi: 'कुल चुकाने योग्य राशि' },
  totalCost: { en: 'Total cost of the loan (interest and fees)', hi: 'ऋण की कुल लागत (ब्याज और शुल्क)' },
  aprNote: {
    en: 'The APR is the yearly rate at which the instalments repay the net amount disbursed: it includes the interest and every fee.',
    hi: 'APR वह वार्षिक दर है जिस पर किस्तें आपको मिली शुद्ध राशि चुकाती हैं: इसमें ब्याज और हर शुल्क शामिल है।',
  },

  annexC: { en: 'Annex C — Repayment schedule', hi: 'अनुलग्नक C — पुनर्भुगतान अनुसूची' },
  colNumber: { en: 'No.', hi: 'क्रम' },
  colDue: { en: 'Due on', hi: 'देय तारीख' },
  colOpening: { en: 'Outstanding principal', hi: 'बकाया मूलधन' },
  colPrincipal: { en: 'Principal', hi: 'मूलधन' },
  colInterest: { en: 'Interest', hi: 'ब्याज' },
  colInstalment: { en: 'Instalment', hi: 'किस्त' },
  colClosing: { en: 'Balance after', hi: 'बाद में शेष' },
  total: { en: 'Total', hi: 'कुल' },
  note: {
    en: 'The lender confirms these terms in the loan agreement before any money is paid out.',
    hi: 'कोई भी राशि देने से पहले ऋणदाता ऋण अनुबंध में इन शर्तों की पुष्टि करता है।',
  },
} as const satisfies Record<string, { en: string; hi: string }>;

export type KfsPdfText = keyof typeof kfsPdfTexts;
