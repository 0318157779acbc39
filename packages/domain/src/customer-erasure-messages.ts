import type { MessageMap } from './i18n';

/** Messages of customer info deletion (admin /admin/customer-info-deletion) and the customer's erasure request. */
export const customerErasureMessages = {
  erasureSearchInvalid: {
    en: 'Enter a 10-digit mobile number, a PAN or a whole application id',
    hi: '10 अंकों का मोबाइल नंबर, पैन या पूरी आवेदन आईडी दर्ज करें',
  },
  erasureCustomerNotFound: {
    en: 'No customer has this mobile number, PAN or application id',
    hi: 'इस मोबाइल नंबर, पैन या आवेदन आईडी वाला कोई ग्राहक नहीं है',
  },
  erasureConfirmationMismatch: {
    en: "Type the last 4 digits of the customer's mobile number",
    hi: 'ग्राहक के मोबाइल नंबर के अंतिम 4 अंक टाइप करें',
  },
  erasureReasonRequired: { en: 'Choose a reason', hi: 'कारण चुनें' },
  erasureAlreadyDone: {
    en: "This customer's data was already erased",
    hi: 'इस ग्राहक का डेटा पहले ही मिटाया जा चुका है',
  },
  erasureInFlight: {
    en: 'This customer has an application the lender is still deciding or paying out: erase once it ends',
    hi: 'इस ग्राहक का एक आवेदन ऋणदाता के पास अभी निर्णय या वितरण में है: उसके समाप्त होने के बाद मिटाएँ',
  },
  erasureDone: {
    en: "The customer's personal data was erased",
    hi: 'ग्राहक का व्यक्तिगत डेटा मिटा दिया गया',
  },
  erasureRequestNotPending: {
    en: 'This request is no longer pending',
    hi: 'यह अनुरोध अब लंबित नहीं है',
  },
  erasureRequestRejected: { en: 'Request rejected', hi: 'अनुरोध अस्वीकार किया गया' },
  erasureRequestReceived: {
    en: 'We have your request to erase your data and will complete it by the date shown',
    hi: 'आपका डेटा मिटाने का अनुरोध हमें मिल गया है, हम इसे दिखाई गई तारीख तक पूरा करेंगे',
  },
} satisfies MessageMap;

export type CustomerErasureMessageKey = keyof typeof customerErasureMessages;
