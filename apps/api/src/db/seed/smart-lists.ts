import type { SmartListKind } from '@saakh/domain/smart-lists';

type Option = [code: number, en: string, hi: string];

/** Demo option lists (customer spec §3); codes are what profiles and lenders store. */
export const smartListSeed: Record<SmartListKind, Option[]> = {
  communicationPreference: [[1, 'SMS', 'एसएमएस'], [2, 'Email', 'ईमेल'], [3, 'WhatsApp', 'व्हाट्सऐप'], [4, 'Phone call', 'फ़ोन कॉल']],
  employmentStatus: [[1, 'Salaried', 'वेतनभोगी'], [2, 'Self employed professional', 'स्व-नियोजित पेशेवर'], [3, 'Self employed business', 'स्व-नियोजित व्यवसाय']],
  salaryMode: [[1, 'Bank transfer', 'बैंक ट्रांसफ़र'], [2, 'Cheque', 'चेक'], [3, 'Cash', 'नकद']],
  householdIncome: [[1, 'Up to ₹3,00,000 a year', '₹3,00,000 प्रति वर्ष तक'], [2, 'More than ₹3,00,000 a year', '₹3,00,000 प्रति वर्ष से अधिक']],
  genders: [[1, 'Male', 'पुरुष'], [2, 'Female', 'महिला'], [3, 'Other', 'अन्य']],
  residencyTypes: [[1, 'Owned', 'स्वयं का'], [2, 'Rented', 'किराये का'], [3, 'Owned by family', 'परिवार का'], [4, 'Company provided', 'कंपनी द्वारा प्रदत्त'], [5, 'PG or hostel', 'पीजी या छात्रावास']],
  educationLevel: [[1, 'Below 10th', '10वीं से कम'], [2, '10th pass', '10वीं पास'], [3, '12th pass', '12वीं पास'], [4, 'Graduate', 'स्नातक'], [5, 'Post graduate', 'स्नातकोत्तर'], [6, 'Professional degree', 'व्यावसायिक डिग्री']],
  preferNetBanking: [[1, 'Yes', 'हाँ'], [0, 'No', 'नहीं']],
  professionType: [[1, 'Doctor', 'डॉक्टर'], [2, 'Chartered accountant', 'चार्टर्ड अकाउंटेंट'], [3, 'Lawyer', 'वकील'], [4, 'Architect', 'वास्तुकार'], [5, 'Consultant', 'सलाहकार'], [6, 'Other', 'अन्य']],
  employmentTenure: [[1, 'Less than 6 months', '6 महीने से कम'], [2, '6 to 12 months', '6 से 12 महीने'], [3, '1 to 3 years', '1 से 3 वर्ष'], [4, 'More than 3 years', '3 वर्ष से अधिक']],
  workExperience: [[1, 'Less than 1 year', '1 वर्ष से कम'], [2, '1 to 3 years', '1 से 3 वर्ष'], [3, '3 to 5 years', '3 से 5 वर्ष'], [4, 'More than 5 years', '5 वर्ष से अधिक']],
  loanPurpose: [[1, 'Medical', 'चिकित्सा'], [2, 'Education', 'शिक्षा'], [3, 'Wedding', 'विवाह'], [4, 'Home renovation', 'घर का नवीनीकरण'], [5, 'Travel', 'यात्रा'], [6, 'Debt consolidation', 'ऋण समेकन'], [7, 'Business expansion', 'व्यवसाय विस्तार'], [8, 'Working capital', 'कार्यशील पूंजी'], [9, 'Other', 'अन्य']],
  maritalStatus: [[1, 'Single', 'अविवाहित'], [2, 'Married', 'विवाहित'], [3, 'Divorced', 'तलाकशुदा'], [4, 'Widowed', 'विधवा/विधुर']],
  companyType: [[1, 'Private limited', 'प्राइवेट लिमिटेड'], [2, 'Public limited', 'पब्लिक लिमिटेड'], [3, 'Government', 'सरकारी'], [4, 'MNC', 'बहुराष्ट्रीय कंपनी'], [5, 'Partnership', 'साझेदारी'], [6, 'Proprietorship', 'एकल स्वामित्व']],
  jobSector: [[1, 'IT and software', 'आईटी और सॉफ़्टवेयर'], [2, 'Banking and finance', 'बैंकिंग और वित्त'], [3, 'Manufacturing', 'विनिर्माण'], [4, 'Healthcare', 'स्वास्थ्य सेवा'], [5, 'Education', 'शिक्षा'], [6, 'Retail', 'खुदरा'], [7, 'Government', 'सरकारी'], [8, 'Other', 'अन्य']],
  workStatus: [[1, 'Full time', 'पूर्णकालिक'], [2, 'Part time', 'अंशकालिक'], [3, 'Contract', 'अनुबंध']],
  businessTurnover: [[1, 'Up to ₹10 lakh', '₹10 लाख तक'], [2, '₹10 lakh to ₹50 lakh', '₹10 लाख से ₹50 लाख'], [3, '₹50 lakh to ₹1 crore', '₹50 लाख से ₹1 करोड़'], [4, 'Above ₹1 crore', '₹1 करोड़ से अधिक']],
  businessYears: [[1, 'Less than 1 year', '1 वर्ष से कम'], [2, '1 to 2 years', '1 से 2 वर्ष'], [3, '2 to 3 years', '2 से 3 वर्ष'], [4, 'More than 3 years', '3 वर्ष से अधिक']],
  businessCompanyType: [[1, 'Proprietorship', 'एकल स्वामित्व'], [2, 'Partnership', 'साझेदारी'], [3, 'LLP', 'एलएलपी'], [4, 'Private limited', 'प्राइवेट लिमिटेड'], [5, 'Public limited', 'पब्लिक लिमिटेड']],
  businessNature: [[1, 'Manufacturing', 'विनिर्माण'], [2, 'Trading', 'व्यापार'], [3, 'Services', 'सेवाएँ'], [4, 'Retail', 'खुदरा']],
  businessGrossProfit: [[1, 'Up to ₹2 lakh', '₹2 लाख तक'], [2, '₹2 lakh to ₹10 lakh', '₹2 लाख से ₹10 लाख'], [3, 'Above ₹10 lakh', '₹10 लाख से अधिक']],
  businessRegistrationType: [[1, 'GST', 'जीएसटी'], [2, 'Udyam (MSME)', 'उद्यम (एमएसएमई)'], [3, 'Shop and establishment', 'दुकान और स्थापना'], [4, 'Trade licence', 'व्यापार लाइसेंस'], [5, 'Not registered', 'पंजीकृत नहीं']],
  professionalType: [[1, 'Doctor', 'डॉक्टर'], [2, 'Chartered accountant', 'चार्टर्ड अकाउंटेंट'], [3, 'Company secretary', 'कंपनी सचिव'], [4, 'Architect', 'वास्तुकार'], [5, 'Lawyer', 'वकील']],
  professionalYears: [[1, 'Less than 2 years', '2 वर्ष से कम'], [2, '2 to 5 years', '2 से 5 वर्ष'], [3, 'More than 5 years', '5 वर्ष से अधिक']],
  ticketClass: [[1, 'Up to ₹50,000', '₹50,000 तक'], [2, 'Up to ₹2,00,000', '₹2,00,000 तक'], [3, 'Up to ₹5,00,000', '₹5,00,000 तक'], [4, 'Above ₹5,00,000', '₹5,00,000 से अधिक']],
  creditScoreClass: [[1, 'New to credit', 'क्रेडिट में नया'], [2, 'Below 650', '650 से कम'], [3, '650 to 749', '650 से 749'], [4, '750 and above', '750 और अधिक']],
};
