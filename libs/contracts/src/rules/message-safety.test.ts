import { findContactDetails, isMoneyRequest } from './message-safety';

describe('findContactDetails', () => {
  it.each([
    ['Call me on 98765 43210', ['phone']],
    ['my number +91-98765-43210', ['phone']],
    ['०९८७६५४३२१० पर फ़ोन करें', ['phone']],
    ['landline 02224567890 after 6', ['phone']],
    ['write to priya.sharma@gmail.com', ['email']],
    ['pay on priya@okaxis', ['upi']],
    ['9876543210@ybl', ['phone', 'upi']],
    ['card 4111 1111 1111 1111 exp 12/29', ['card']],
    ['a/c 123456789012 IFSC SBIN0001234', ['bank-account']],
    ['see www.example.com or instagram.com/priya', ['link']],
    ['https://wa.me/919876543210', ['phone', 'link']],
  ])('finds what %j shares', (text, kinds) => {
    expect(findContactDetails(text)).toEqual(kinds);
  });

  it.each([
    'Namaste, I am 28 and work in Pune.',
    'My height is 5 ft 6 in and I was born in 1996.',
    'We met at 10.30 on 12.05.2025, remember?',
    'I earn 12 lakh a year, my brother is in class 12.',
    'Let us talk on Sunday evening, 6 to 7.',
    'मेरे पिताजी डॉक्टर हैं और माँ शिक्षिका हैं।',
  ])('finds nothing in %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });
});

describe('isMoneyRequest', () => {
  it.each([
    'Please send money, my mother is in hospital',
    'Can you transfer ₹20,000 today? I will return it',
    'I need 5000 rs urgently',
    'Share the OTP you just received',
    'Just tell me the verification code',
    'My parcel is stuck, pay the customs clearance fee and I will repay',
    'The courier company wants charges to release the gift I sent you',
    'Buy me an Amazon voucher please',
    'Send me the money on GPay',
    'Scan this QR code and pay',
    'Invest in this trading platform, double returns in a week',
    'Can you lend me some money?',
    'paise bhej do please, urgent hai',
    'otp bata do jaldi',
    'mujhe udhaar do, kal lauta dunga',
    'मुझे कुछ पैसे भेज दीजिए, बहुत ज़रूरी है',
    'अपना ओटीपी बताइए',
    'पार्सल की कस्टम फीस भरनी है',
    'मुझे उधार दे दो',
  ])('warns about %j', (text) => {
    expect(isMoneyRequest(text)).toBe(true);
  });

  it.each([
    'My father works in the customs department in Mumbai.',
    'I earn ₹12 lakh a year as an engineer.',
    'We have a home loan that we will finish next year.',
    'Our family paid a visit to the temple on Sunday.',
    'I love gifting books to friends.',
    'The wedding budget is something our parents will discuss.',
    'I work in a bank as a branch manager.',
    'Do you like cooking? I make good rajma.',
    'हमारे ऊपर कोई कर्ज नहीं है।',
    'मेरा भाई बैंक में काम करता है।',
    'aap kya karte ho? main teacher hoon',
  ])('stays off %j', (text) => {
    expect(isMoneyRequest(text)).toBe(false);
  });
});
