import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: 'वेब डेवलपर्स के लिए होस्टिंग प्लेटफ़ॉर्म का वेब कंसोल।',
  preview: 'डिज़ाइन सिस्टम का पूर्वावलोकन',
  appearance: 'रूप-रंग',
  theme: 'थीम',
  system: 'सिस्टम के अनुसार',
  light: 'हमेशा लाइट',
  dark: 'हमेशा डार्क',
  palette: 'रंग-पट्टी',
  language: 'भाषा',
  sample: 'नमूना नियंत्रण',
  deploy: 'डिप्लॉय करें',
  hostName: 'होस्ट का नाम',
  hostNameHint: 'छोटे अंग्रेज़ी अक्षर और अंक।',
  consoleSoon: 'कंसोल की स्क्रीनें अगले रिलीज़ में आएँगी।',
};
