import { findContactDetails, isMoneyRequest, warningOfReceivedText } from './message-safety';

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

  // Issue 32: each spelling that passed the check, and as a Hindi-writing member writes it.
  it.each([
    ['98765  43210', 'मेरा नंबर ९८७६५  ४३२१० है'],
    ['call ９８７６５４３２１０', 'कॉल करें ９８７６５ ４３２１０'],
    ['call ৯৮৭৬৫৪৩২১০', 'फ़ोन करें ৯৮৭৬৫ ৪৩২১০'],
    ['call ९८७६५४३२१०', 'मेरा नंबर ९८७६५४३२१० है'],
    ['98765\u200B43210', '९८७६५\u200B४३२१०'],
    ['98765\u2060432\u00AD10', '९८७६५\u200D४३२\uFEFF१०'],
    ['98765/43210', 'नंबर ९८७६५/४३२१० पर कॉल करें'],
    ['98765_43210', '९८७६५_४३२१० पर बात करें'],
    ['(987) 654-3210', '(९८७) ६५४-३२१०'],
    ['98765,43210', '९८७६५,४३२१०'],
    ['98765 - 43210', '९८७६५ - ४३२१०'],
    ['+91 (98765) 43210', '+९१ ९८७६५ ४३२१०'],
    ['9 8 7 6 5 4 3 2 1 0', '९ ८ ७ ६ ५ ४ ३ २ १ ०'],
    ['nine eight seven six five four three two one zero', 'नौ आठ सात छह पाँच चार तीन दो एक शून्य'],
    ['Nine Eight Seven Six Five, Four Three Two One Zero', 'नौ आठ सात छः पांच चार तीन दो एक सुन्न'],
    ['double nine eight seven six triple five two one', 'डबल नौ आठ सात छह ट्रिपल पाँच दो एक'],
    ['98765 four three two one zero', 'nau aath saat chhe paanch char teen do ek shunya'],
  ])('finds the phone number in %j and in %j', (english, hindi) => {
    expect(findContactDetails(english)).toEqual(['phone']);
    expect(findContactDetails(hindi)).toEqual(['phone']);
  });

  // Issue 32's review: a separator is any run of other characters or a joining word, and o, O, l, I stand for digits.
  it.each([
    ['98765    43210', '९८७६५    ४३२१०'],
    ['98765 --  43210', '९८७६५ --  ४३२१०'],
    ['98765 and 43210', '98765 aur 43210'],
    ['98765 x 43210', '९८७६५ और ४३२१०'],
    ['98765 then 43210', '98765 फिर 43210'],
    ['98765*43210', '९८७६५*४३२१०'],
    ['98765 + 43210', '९८७६५ + ४३२१०'],
    ['98765:43210', '९८७६५ : ४३२१०'],
    ['98765;43210', '९८७६५;४३२१०'],
    ['98765 ~ 43210', '९८७६५ ~ ४३२१०'],
    ['98765\n43210', 'मेरा नंबर ९८७६५\n४३२१० है'],
    ['my number\n98765\n\n43210', 'मेरा नंबर\r\n९८७६५\r\n\r\n४३२१०'],
    ['98765432lO', 'नंबर 98765432lO है'],
    ['9876543 2l0', '9876543 2I0 पर कॉल करें'],
    ['98765 432IO', 'call 98765 432lo'],
    ['nine eight oh seven six five four three two one', 'Nine Eight Seven Six Five, Four Three Two Oh One'],
  ])('finds the phone number in %j and in %j', (english, hindi) => {
    expect(findContactDetails(english)).toEqual(['phone']);
    expect(findContactDetails(hindi)).toEqual(['phone']);
  });

  it.each([
    ['9'.repeat(2500) + 'x'.repeat(2500), []],
    ['9 and '.repeat(850), ['phone']],
    ['1 - '.repeat(1700), []],
    ['1O'.repeat(2500), []],
    ['lO '.repeat(1700), []],
    ['9 oh '.repeat(1000), ['phone']],
    ['9 ~~~~~~~~~~'.repeat(450), []],
    ['a@'.repeat(2500), []],
    ['arjun at '.repeat(550), []],
  ])('reads a 5,000-character adversarial string %#', (text, kinds) => {
    expect(text.length).toBeGreaterThanOrEqual(4500);
    expect(findContactDetails(text)).toEqual(kinds);
  });

  it.each([
    ['arjun [at] gmail [dot] com', 'arjun [एट] gmail [डॉट] com'],
    ['arjun(at)gmail(dot)com', 'अर्जुन (एट) जीमेल (डॉट) कॉम'],
    ['arjun at gmail dot com', 'arjun एट gmail डॉट com'],
    ['arjun at the rate gmail dot com', 'arjun एट द रेट gmail डॉट com'],
    ['arjun @ gmail . com', 'अर्जुन एट जीमेल डॉट कॉम'],
    ['arjun at gmail.com', 'ａｒｊｕｎ＠ｇｍａｉｌ．ｃｏｍ'],
    ['arjun\u200B@gmail.com', 'arjun@gmail\u200B.com'],
  ])('finds the e-mail address in %j and in %j', (english, hindi) => {
    expect(findContactDetails(english)).toEqual(['email']);
    expect(findContactDetails(hindi)).toEqual(['email']);
  });

  it.each([
    'pay dev@okaxis',
    'pay dev @ okaxis',
    'pay dev at okaxis',
    'priya@ybl',
    'priya.s@paytm',
    'priya @ paytm',
    'priya@oksbi पर भेजें',
  ])('finds the UPI id in %j', (text) => {
    expect(findContactDetails(text)).toEqual(['upi']);
  });

  it.each([
    'WhatsApp me',
    'whats app me tonight',
    'watsap karo',
    'wtsapp pe baat karte hain',
    'Message me on Telegram',
    'let us talk on whatsapp',
    'व्हाट्सएप पर बात करें',
    'वॉट्सऐप करो',
    'insta pe aao',
    'add me on Instagram',
    'इंस्टा पर मिलते हैं',
  ])('finds the move to a chat app in %j', (text) => {
    expect(findContactDetails(text)).toEqual(['chat-app']);
  });

  it('finds everything in the scam interest of issue 32', () => {
    expect(findContactDetails('WhatsApp me on 9876543210, send Rs 5000 via UPI dev@okaxis')).toEqual([
      'phone',
      'upi',
      'chat-app',
    ]);
  });

  it.each([
    'Namaste, I am 28 and work in Pune.',
    'Born on 14/03/1999 in Jaipur.',
    'Date of birth 1999-03-14, time of birth 6:45 PM.',
    'Height 5\'8", weight 62 kg.',
    'I am 5 ft 8 in, 172 cm.',
    'My income is 15-20 lakh a year.',
    'Income ₹12,00,000 per annum, father earns ₹1,20,00,000 from business.',
    'Salary 75000-90000 a month.',
    'Working in Bengaluru since 2015, born 1994.',
    'I am 28 years old, my sister is 25 years.',
    'Our home is in Pune 411001.',
    'Born 14/03/1999, 28 years, 5\'8", income 15-20 lakh, since 2015.',
    'We met on 9/10/2023, 6/11/2023 and 1/1/2024.',
    'जन्म १४/०३/१९९९, कद ५\'८", आय १५-२० लाख, २०१५ से पुणे में।',
    'मेरे एक भाई और दो बहनें हैं, हम चार लोग हैं।',
    'I have one brother and two sisters, four of us in all.',
    'I work at Infosys. In my free time I read.',
    'I work at Paytm in Noida.',
    'Lunch @ cafe on Sunday?',
    'Do you use WhatsApp? My parents are on WhatsApp too.',
    'What a pity, we missed the puja.',

    'My height is 5 ft 6 in and I was born in 1996.',
    'We met at 10.30 on 12.05.2025, remember?',
    'I earn 12 lakh a year, my brother is in class 12.',
    'Let us talk on Sunday evening, 6 to 7.',
    'मेरे पिताजी डॉक्टर हैं और माँ शिक्षिका हैं।',

    'Born 1994 and 5 ft 8 in.',
    'I have 2 sisters and 1 brother.',
    'Office hours 10 am to 6 pm, Monday to Saturday.',
    'I worked there from 2015 to 2019, then 2019 to 2023.',
    'A regular 9 to 5 job.',
    "28, 5'6, 60 kg, 12 lakh.",
    "Age 28\nHeight 5'6\nWeight 60 kg\nIncome 12 lakh\n2 brothers, 1 sister",
    'The saree was ₹7,999 and the lehenga ₹18,500.',
    'Prices 699, 799, 899 and 999.',
    'Rs 999, 1499 or 2999 a month.',
    'Time of birth 6:45 am, 28 years, 5\'8".',
    'Sizes 8 x 10 and 12 x 16.',
    'Oh, 9 out of 10 times I say no to spicy food.',
    'I lol at 1 or 2 jokes, I said no 10 times.',
    'जन्म 1994 और कद 5 फ़ुट 8 इंच।',
    'मेरी 2 बहनें और 1 भाई हैं।',
    'सुबह 10 से शाम 6 बजे तक दफ़्तर, 2015 से 2019 तक दिल्ली में।',
    "उम्र 28, कद 5'6, वज़न 60 किलो, आय 12 लाख।",
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
    'WhatsApp me on 9876543210, send Rs 5000 via UPI dev@okaxis',
    'send ₹５０００ on U\u200BPI',
    'ＯＴＰ bata do',
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

  it.each([
    'मुझे तुरंत 20000 रुपये भेज दो',
    'गूगल पे कर दो 5000',
    'मुझे ₹५००० भेज दीजिए',
    '२०,००० रुपए ट्रांसफर कर दो',
    'बस 500 रु. डाल दो, कल लौटा दूँगी',
    'रू 2000 भेजो अभी',
    'बीस हज़ार भेज दो, माँ अस्पताल में है',
    'मुझे दो लाख रुपये चाहिए',
    'दो लाख दे दो, शादी के बाद लौटा दूँगा',
    'फ़ोनपे पर 3000 भेजो',
    'फोनपे कर दो प्लीज़',
    'पेटीएम पर पैसे डाल दो',
    'मेरा पेटीएम नंबर लिख लो, उस पर भेजना',
    'यूपीआई से 1500 भेज दीजिए',
    'भीम ऐप से ट्रांसफर कर दो',
    'जीपे कर दो जल्दी',
    'gpay kar do 5000',
    'Google Pay pe 2000 bhej do',
    'PhonePe kar do jaldi',
    'paytm pe daal do',
    'UPI se transfer karo',
    '5k bhej do yaar',
    '10 hazar bhej do kal lauta dunga',
    'Rs 3000 bhejo',
    'Send 2000 on PhonePe',
    'My Paytm number is below, pay there',
  ])('warns about the Hindi, Hinglish or payment-app ask %j', (text) => {
    expect(isMoneyRequest(text)).toBe(true);
  });

  it.each([
    'मेरी सैलरी 20000 है।',
    'मेरी आय 12 लाख सालाना है।',
    'मैं पेटीएम में इंजीनियर हूँ।',
    'फोन पे बात करते हैं, ठीक है?',
    'गूगल पे सर्च कर लो, मंदिर बहुत सुंदर है',
    'phone pe baat karo na',
    'I work at Paytm in Noida.',
    'Do you use PhonePe or GPay?',
    'दो हज़ार लोग शादी में आए थे।',
    'Our house cost 40 lakh ten years ago.',
    'भीम भैया को मेरा नमस्ते कहना, और दीदी को भी बता दो',
    'मेरी आय 12 लाख है, बायोडाटा भेज दिया है।',
    'लड़का चाहिए जिसकी आय कम से कम 10 लाख हो।',
    'salary 50 hazar hai, baat karo ghar walon se',
    'मेरी सैलरी 50 हज़ार है, आप भी फ़ोटो भेजो',
  ])('stays off the ordinary sentence %j', (text) => {
    expect(isMoneyRequest(text)).toBe(false);
  });
});

describe('warningOfReceivedText', () => {
  it.each([
    ['Call me on 98765 43210', false, 'contact-from-stranger'],
    ['WhatsApp me', false, 'contact-from-stranger'],
    ['मेरा नंबर ९८७६५ ४३२१० है, व्हाट्सएप पर बात करें', false, 'contact-from-stranger'],
    ['Call me on 98765 43210', true, null],
    ['Please send money on 98765 43210', false, 'money-request'],
    ['Please send money on 98765 43210', true, 'money-request'],
    ['Namaste, I am 28 and work in Pune.', false, null],
  ])('warns about %j (from a connection: %j) with %j', (text, fromConnection, warning) => {
    expect(warningOfReceivedText(text, fromConnection)).toBe(warning);
  });
});
