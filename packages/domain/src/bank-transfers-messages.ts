import type { MessageMap } from './i18n';

/** Messages of bank transfers (admin /admin/merchant-management, Bank transfers tab). */
export const bankTransferMessages = {
  bankTransferPartnersInvalid: {
    en: 'Choose 1 to 200 partners to pay, each once',
    hi: 'भुगतान के लिए 1 से 200 पार्टनर चुनें, हर एक एक बार',
  },
  bankTransferNothingPayable: {
    en: 'A chosen partner has nothing to pay, or its clawbacks leave nothing to send',
    hi: 'चुने गए किसी पार्टनर का कुछ भी देय नहीं है, या उसकी वापसी के बाद भेजने को कुछ नहीं बचता',
  },
  bankTransferPrepared: { en: 'Bank file prepared', hi: 'बैंक फ़ाइल तैयार की गई' },
  bankResponseRead: { en: 'Bank response read', hi: 'बैंक का जवाब पढ़ा गया' },
  bankResponseMissingColumns: {
    en: 'The response file has no column named {columns}',
    hi: 'जवाब फ़ाइल में {columns} नाम का कोई कॉलम नहीं है',
  },
  bankResponseNoRows: {
    en: 'The response file has no rows below its header',
    hi: 'जवाब फ़ाइल में हेडर के नीचे कोई पंक्ति नहीं है',
  },
  bankRowNoReference: { en: 'The row has no customer reference', hi: 'इस पंक्ति में ग्राहक संदर्भ नहीं है' },
  bankRowStatusInvalid: {
    en: 'Status must be Success, Failed or Rejected',
    hi: 'स्थिति Success, Failed या Rejected होनी चाहिए',
  },
  bankRowUtrInvalid: {
    en: 'A successful transfer needs its UTR: 6 to 30 letters and digits',
    hi: 'सफल ट्रांसफ़र के लिए उसका UTR चाहिए: 6 से 30 अक्षर और अंक',
  },
  bankRowDateInvalid: {
    en: 'A successful transfer needs its value date (DD/MM/YYYY), not later than today',
    hi: 'सफल ट्रांसफ़र के लिए उसकी वैल्यू तारीख (DD/MM/YYYY) चाहिए, आज के बाद की नहीं',
  },
  bankRowAmountInvalid: {
    en: 'A successful transfer needs the amount sent',
    hi: 'सफल ट्रांसफ़र के लिए भेजी गई राशि चाहिए',
  },
  bankRowPaid: { en: 'Payout recorded with this UTR', hi: 'इस UTR के साथ भुगतान दर्ज किया गया' },
  bankRowFailed: {
    en: 'The bank did not pay it; its lines may be paid again',
    hi: 'बैंक ने इसका भुगतान नहीं किया; इसकी पंक्तियों का फिर से भुगतान किया जा सकता है',
  },
  bankRowMismatch: {
    en: 'Not recorded: the amount does not match what Saakh would pay now ({expected})',
    hi: 'दर्ज नहीं किया गया: राशि उससे मेल नहीं खाती जो Saakh अभी भुगतान करेगा ({expected})',
  },
  bankRowLinesChanged: {
    en: 'Not recorded: the lines of this transfer changed since the file was prepared',
    hi: 'दर्ज नहीं किया गया: फ़ाइल बनने के बाद इस ट्रांसफ़र की पंक्तियाँ बदल गईं',
  },
  bankRowUnknownReference: {
    en: 'No transfer of this bank file has this reference',
    hi: 'इस बैंक फ़ाइल के किसी ट्रांसफ़र का यह संदर्भ नहीं है',
  },
  bankRowDuplicate: {
    en: 'This reference appears earlier in the file; only its first row is read',
    hi: 'यह संदर्भ फ़ाइल में पहले आ चुका है; केवल उसकी पहली पंक्ति पढ़ी जाती है',
  },
  bankRowUtrTaken: {
    en: 'A payout with this UTR is already recorded',
    hi: 'इस UTR वाला भुगतान पहले से दर्ज है',
  },
  bankRowAlreadySettled: {
    en: 'This transfer is already settled ({status})',
    hi: 'यह ट्रांसफ़र पहले ही निपट चुका है ({status})',
  },
} satisfies MessageMap;
