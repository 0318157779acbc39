/** Seed steps of the customer journey: the "Other Insurance" products (health, 2-wheeler, car, shop). */
import type { Executor } from '../client';
import { insurance_products } from '../schema/customer';

type CustomerSeedStep = { name: string; run: (tx: Executor) => Promise<void> };

export const customerSeedSteps: CustomerSeedStep[] = [
  {
    name: 'insurance-products',
    run: async (tx) => {
      await tx.insert(insurance_products).values([
        {
          key: 'health',
          name_en: 'Health Insurance',
          name_hi: 'स्वास्थ्य बीमा',
          description_en: 'Cashless hospital cover for you and your family, with tax benefit under section 80D.',
          description_hi: 'आपके और आपके परिवार के लिए कैशलेस अस्पताल कवर, धारा 80D के तहत कर लाभ के साथ।',
          features_en: [
            'Cashless treatment at network hospitals',
            'Pre- and post-hospitalisation cover',
            'Family floater plans',
          ],
          features_hi: ['नेटवर्क अस्पतालों में कैशलेस इलाज', 'अस्पताल में भर्ती से पहले और बाद का कवर', 'फ़ैमिली फ़्लोटर योजनाएँ'],
          sort_order: 1,
        },
        {
          key: 'two_wheeler',
          name_en: '2-Wheeler Insurance',
          name_hi: 'दोपहिया वाहन बीमा',
          description_en:
            'Third-party cover required by law, with optional own-damage protection for your bike or scooter.',
          description_hi: 'कानून द्वारा आवश्यक थर्ड-पार्टी कवर, आपकी बाइक या स्कूटर के लिए वैकल्पिक ओन-डैमेज सुरक्षा के साथ।',
          features_en: ['Third-party liability cover', 'Own-damage and theft cover', 'Renewal in minutes'],
          features_hi: ['थर्ड-पार्टी देयता कवर', 'ओन-डैमेज और चोरी कवर', 'मिनटों में नवीनीकरण'],
          sort_order: 2,
        },
        {
          key: 'car',
          name_en: 'Car Insurance',
          name_hi: 'कार बीमा',
          description_en: 'Comprehensive car cover with zero-depreciation and roadside assistance add-ons.',
          description_hi: 'ज़ीरो-डेप्रिसिएशन और रोडसाइड असिस्टेंस ऐड-ऑन के साथ व्यापक कार कवर।',
          features_en: ['Comprehensive and third-party plans', 'Zero-depreciation add-on', 'Cashless garages'],
          features_hi: ['व्यापक और थर्ड-पार्टी योजनाएँ', 'ज़ीरो-डेप्रिसिएशन ऐड-ऑन', 'कैशलेस गैराज'],
          sort_order: 3,
        },
        {
          key: 'shop',
          name_en: 'Shop Insurance',
          name_hi: 'दुकान बीमा',
          description_en: 'Protects your shop, stock and fittings against fire, burglary and natural calamities.',
          description_hi: 'आग, चोरी और प्राकृतिक आपदाओं से आपकी दुकान, माल और फ़िटिंग की सुरक्षा करता है।',
          features_en: ['Fire and allied perils', 'Burglary and theft of stock', 'Money in transit cover'],
          features_hi: ['आग और संबद्ध जोखिम', 'माल की सेंधमारी और चोरी', 'ट्रांज़िट में नकदी का कवर'],
          sort_order: 4,
        },
      ]);
    },
  },
];
