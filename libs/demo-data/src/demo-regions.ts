import type { IndianState, MotherTongue, Religion } from '@matri/contracts';

/**
 * Where demo members live and what they speak, per religion, weighted roughly like the members of Indian matrimonial
 * sites: a Sikh member is most likely from Punjab and speaks Punjabi, a Christian one from Kerala, Tamil Nadu, Goa or
 * the North East.
 */
export interface Region {
  state: IndianState;
  language: MotherTongue;
  cities: readonly string[];
  weight: number;
}

const region = (state: IndianState, language: MotherTongue, cities: string[], weight: number): Region => ({
  state,
  language,
  cities,
  weight,
});

export const regionsByReligion: Partial<Record<Religion, readonly Region[]>> = {
  hindu: [
    region('uttar-pradesh', 'hindi', ['Lucknow', 'Kanpur', 'Varanasi', 'Noida', 'Agra', 'Prayagraj'], 14),
    region('maharashtra', 'marathi', ['Mumbai', 'Pune', 'Nagpur', 'Nashik', 'Aurangabad'], 12),
    region('delhi', 'hindi', ['New Delhi', 'Dwarka', 'Rohini'], 8),
    region('rajasthan', 'hindi', ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota'], 7),
    region('gujarat', 'gujarati', ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot'], 8),
    region('tamil-nadu', 'tamil', ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli'], 8),
    region('karnataka', 'kannada', ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi'], 7),
    region('andhra-pradesh', 'telugu', ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Tirupati'], 6),
    region('telangana', 'telugu', ['Hyderabad', 'Warangal', 'Karimnagar'], 6),
    region('west-bengal', 'bengali', ['Kolkata', 'Howrah', 'Durgapur', 'Siliguri'], 7),
    region('kerala', 'malayalam', ['Kochi', 'Thiruvananthapuram', 'Kozhikode', 'Thrissur'], 5),
    region('bihar', 'maithili', ['Patna', 'Darbhanga', 'Muzaffarpur', 'Gaya'], 5),
    region('jharkhand', 'hindi', ['Ranchi', 'Jamshedpur', 'Dhanbad', 'Bokaro'], 4),
    region('madhya-pradesh', 'hindi', ['Indore', 'Bhopal', 'Jabalpur', 'Gwalior'], 6),
    region('odisha', 'odia', ['Bhubaneswar', 'Cuttack', 'Rourkela'], 4),
    region('haryana', 'hindi', ['Gurugram', 'Faridabad', 'Panipat', 'Hisar'], 4),
    region('assam', 'assamese', ['Guwahati', 'Dibrugarh', 'Jorhat'], 3),
    region('goa', 'konkani', ['Panaji', 'Margao'], 1),
  ],
  muslim: [
    region('uttar-pradesh', 'urdu', ['Lucknow', 'Aligarh', 'Moradabad', 'Bareilly', 'Meerut'], 14),
    region('telangana', 'urdu', ['Hyderabad', 'Nizamabad'], 8),
    region('kerala', 'malayalam', ['Kozhikode', 'Malappuram', 'Kochi', 'Kannur'], 9),
    region('maharashtra', 'urdu', ['Mumbai', 'Malegaon', 'Aurangabad', 'Pune'], 8),
    region('west-bengal', 'bengali', ['Kolkata', 'Murshidabad', 'Howrah'], 7),
    region('bihar', 'urdu', ['Patna', 'Darbhanga', 'Purnia'], 6),
    region('jammu-and-kashmir', 'kashmiri', ['Srinagar', 'Anantnag', 'Baramulla'], 4),
    region('karnataka', 'urdu', ['Bengaluru', 'Mysuru', 'Bidar'], 5),
    region('gujarat', 'gujarati', ['Ahmedabad', 'Surat', 'Bharuch'], 4),
    region('tamil-nadu', 'tamil', ['Chennai', 'Vellore', 'Tirunelveli'], 3),
    region('delhi', 'urdu', ['New Delhi', 'Old Delhi'], 5),
  ],
  sikh: [
    region('punjab', 'punjabi', ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala', 'Mohali', 'Bathinda'], 20),
    region('haryana', 'punjabi', ['Ambala', 'Karnal', 'Kurukshetra'], 4),
    region('delhi', 'punjabi', ['New Delhi', 'Rajouri Garden', 'Tilak Nagar'], 5),
    region('chandigarh', 'punjabi', ['Chandigarh'], 4),
    region('rajasthan', 'punjabi', ['Sri Ganganagar', 'Hanumangarh'], 1),
    region('uttarakhand', 'punjabi', ['Dehradun', 'Rudrapur'], 1),
  ],
  christian: [
    region('kerala', 'malayalam', ['Kottayam', 'Kochi', 'Thiruvananthapuram', 'Thrissur', 'Pathanamthitta'], 14),
    region('tamil-nadu', 'tamil', ['Chennai', 'Nagercoil', 'Tuticorin', 'Tiruchirappalli'], 8),
    region('goa', 'konkani', ['Panaji', 'Margao', 'Vasco da Gama'], 4),
    region('karnataka', 'kannada', ['Bengaluru', 'Mangaluru', 'Udupi'], 4),
    region('meghalaya', 'english', ['Shillong', 'Tura'], 2),
    region('nagaland', 'english', ['Kohima', 'Dimapur'], 2),
    region('mizoram', 'english', ['Aizawl', 'Lunglei'], 2),
    region('maharashtra', 'marathi', ['Mumbai', 'Pune', 'Vasai'], 3),
    region('jharkhand', 'hindi', ['Ranchi', 'Gumla'], 2),
    region('andhra-pradesh', 'telugu', ['Vijayawada', 'Guntur'], 2),
  ],
};
