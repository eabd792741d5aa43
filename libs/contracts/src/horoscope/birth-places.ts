import { nameKey } from '@matri/helpers';
import { countries } from '../vocabularies/countries';
import { indianStates } from '../vocabularies/indian-states';
import { birthPlaceCountryHindiNames, birthPlaceHindiNames, birthPlaceOtherNames } from './birth-place-hindi-names';

/**
 * Birth places a member picks from (no look-up leaves the site): every Indian city of Natural Earth's populated
 * places, renamed where the city's own name changed (Raipur, Kalaburagi, Puducherry …) plus a few large ones it
 * lacks (Thane, Noida, Navi Mumbai), the larger cities of India's neighbours, and the large cities where families of
 * Indian origin live (the Gulf, Britain, North America, Singapore, East Africa, Mauritius, Fiji, the Caribbean).
 * Coordinates and time zones from the city-timezones package's table (MIT); the time zone's history, not today's
 * offset, turns a birth time into an instant. An id is stored on the profile, so ids never change once published.
 */
export interface BirthPlace {
  id: string;
  name: string;
  /** The name in Hindi (birth-place-hindi-names.ts). */
  hi: string;
  /** The state for an Indian city, the country otherwise. */
  region: string;
  regionHi: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

type Row = readonly [id: string, name: string, region: string, latitude: number, longitude: number, timeZone: string];

const rows: readonly Row[] = [
  ['abohar-in', 'Abohar', 'Punjab', 30.1204, 74.29, 'Asia/Kolkata'],
  ['agartala-in', 'Agartala', 'Tripura', 23.8354, 91.28, 'Asia/Kolkata'],
  ['agra-in', 'Agra', 'Uttar Pradesh', 27.1704, 78.015, 'Asia/Kolkata'],
  ['ahmedabad-in', 'Ahmedabad', 'Gujarat', 23.0301, 72.58, 'Asia/Kolkata'],
  ['ahmednagar-in', 'Ahmednagar', 'Maharashtra', 19.1104, 74.75, 'Asia/Kolkata'],
  ['aizawl-in', 'Aizawl', 'Mizoram', 23.7104, 92.72, 'Asia/Kolkata'],
  ['ajmer-in', 'Ajmer', 'Rajasthan', 26.45, 74.64, 'Asia/Kolkata'],
  ['akola-in', 'Akola', 'Maharashtra', 20.71, 77.01, 'Asia/Kolkata'],
  ['alappuzha-in', 'Alappuzha', 'Kerala', 9.5004, 76.37, 'Asia/Kolkata'],
  ['aligarh-in', 'Aligarh', 'Uttar Pradesh', 27.8922, 78.0618, 'Asia/Kolkata'],
  ['alipur-duar-in', 'Alipur Duar', 'West Bengal', 26.4837, 89.5667, 'Asia/Kolkata'],
  ['alwar-in', 'Alwar', 'Rajasthan', 27.5454, 76.6049, 'Asia/Kolkata'],
  ['ambala-in', 'Ambala', 'Haryana', 30.32, 76.82, 'Asia/Kolkata'],
  ['amravati-in', 'Amravati', 'Maharashtra', 20.95, 77.77, 'Asia/Kolkata'],
  ['amritsar-in', 'Amritsar', 'Punjab', 31.64, 74.87, 'Asia/Kolkata'],
  ['asansol-in', 'Asansol', 'West Bengal', 23.6833, 86.9833, 'Asia/Kolkata'],
  ['aurangabad-in', 'Aurangabad', 'Bihar', 24.7704, 84.38, 'Asia/Kolkata'],
  ['ayodhya-in', 'Ayodhya', 'Uttar Pradesh', 26.7504, 82.17, 'Asia/Kolkata'],
  ['bahraich-in', 'Bahraich', 'Uttar Pradesh', 27.6204, 81.6699, 'Asia/Kolkata'],
  ['ballari-in', 'Ballari', 'Karnataka', 15.15, 76.915, 'Asia/Kolkata'],
  ['baramula-in', 'Baramula', 'Jammu and Kashmir', 34.2004, 74.35, 'Asia/Kolkata'],
  ['barddhaman-in', 'Barddhaman', 'West Bengal', 23.2504, 87.865, 'Asia/Kolkata'],
  ['bareilly-in', 'Bareilly', 'Uttar Pradesh', 28.3454, 79.42, 'Asia/Kolkata'],
  ['belagavi-in', 'Belagavi', 'Karnataka', 15.865, 74.505, 'Asia/Kolkata'],
  ['bengaluru-in', 'Bengaluru', 'Karnataka', 12.97, 77.56, 'Asia/Kolkata'],
  ['bhagalpur-in', 'Bhagalpur', 'Bihar', 25.23, 86.98, 'Asia/Kolkata'],
  ['bharatpur-in', 'Bharatpur', 'Rajasthan', 27.2504, 77.5, 'Asia/Kolkata'],
  ['bhatpara-in', 'Bhatpara', 'West Bengal', 22.8504, 88.52, 'Asia/Kolkata'],
  ['bhavnagar-in', 'Bhavnagar', 'Gujarat', 21.7784, 72.13, 'Asia/Kolkata'],
  ['bhilai-in', 'Bhilai', 'Chhattisgarh', 21.2167, 81.4333, 'Asia/Kolkata'],
  ['bhilwara-in', 'Bhilwara', 'Rajasthan', 25.3504, 74.635, 'Asia/Kolkata'],
  ['bhiwandi-in', 'Bhiwandi', 'Maharashtra', 19.35, 73.13, 'Asia/Kolkata'],
  ['bhiwani-in', 'Bhiwani', 'Haryana', 28.81, 76.125, 'Asia/Kolkata'],
  ['bhopal-in', 'Bhopal', 'Madhya Pradesh', 23.25, 77.41, 'Asia/Kolkata'],
  ['bhubaneswar-in', 'Bhubaneswar', 'Odisha', 20.2704, 85.8274, 'Asia/Kolkata'],
  ['bhuj-in', 'Bhuj', 'Gujarat', 23.2504, 69.81, 'Asia/Kolkata'],
  ['bhusawal-in', 'Bhusawal', 'Maharashtra', 21.02, 75.83, 'Asia/Kolkata'],
  ['bidar-in', 'Bidar', 'Karnataka', 17.9229, 77.5175, 'Asia/Kolkata'],
  ['bikaner-in', 'Bikaner', 'Rajasthan', 28.0304, 73.3299, 'Asia/Kolkata'],
  ['bilaspur-in', 'Bilaspur', 'Chhattisgarh', 22.0904, 82.16, 'Asia/Kolkata'],
  ['bokaro-steel-city-in', 'Bokaro Steel City', 'Jharkhand', 23.6693, 86.1511, 'Asia/Kolkata'],
  ['brahmapur-in', 'Brahmapur', 'Odisha', 19.32, 84.8, 'Asia/Kolkata'],
  ['budaun-in', 'Budaun', 'Uttar Pradesh', 28.03, 79.09, 'Asia/Kolkata'],
  ['bulandshahr-in', 'Bulandshahr', 'Uttar Pradesh', 28.4104, 77.8484, 'Asia/Kolkata'],
  ['burhanpur-in', 'Burhanpur', 'Madhya Pradesh', 21.3004, 76.13, 'Asia/Kolkata'],
  ['chandigarh-in', 'Chandigarh', 'Chandigarh', 30.72, 76.78, 'Asia/Kolkata'],
  ['chandrapur-in', 'Chandrapur', 'Maharashtra', 19.97, 79.3, 'Asia/Kolkata'],
  ['chennai-in', 'Chennai', 'Tamil Nadu', 13.09, 80.28, 'Asia/Kolkata'],
  ['chhatrapati-sambhajinagar-in', 'Chhatrapati Sambhajinagar', 'Maharashtra', 19.8957, 75.3203, 'Asia/Kolkata'],
  ['chirala-in', 'Chirala', 'Andhra Pradesh', 15.8604, 80.34, 'Asia/Kolkata'],
  ['coimbatore-in', 'Coimbatore', 'Tamil Nadu', 11, 76.95, 'Asia/Kolkata'],
  ['cuddalore-in', 'Cuddalore', 'Tamil Nadu', 11.7204, 79.77, 'Asia/Kolkata'],
  ['cuttack-in', 'Cuttack', 'Odisha', 20.47, 85.8899, 'Asia/Kolkata'],
  ['daman-in', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu', 20.417, 72.85, 'Asia/Kolkata'],
  ['davangere-in', 'Davangere', 'Karnataka', 14.47, 75.92, 'Asia/Kolkata'],
  ['dehradun-in', 'Dehradun', 'Uttarakhand', 30.3204, 78.05, 'Asia/Kolkata'],
  ['delhi-in', 'Delhi', 'Delhi', 28.67, 77.23, 'Asia/Kolkata'],
  ['dhanbad-in', 'Dhanbad', 'Jharkhand', 23.8004, 86.42, 'Asia/Kolkata'],
  ['dhule-in', 'Dhule', 'Maharashtra', 20.9, 74.77, 'Asia/Kolkata'],
  ['dibrugarh-in', 'Dibrugarh', 'Assam', 27.4833, 94.9, 'Asia/Kolkata'],
  ['dindigul-in', 'Dindigul', 'Tamil Nadu', 10.38, 78, 'Asia/Kolkata'],
  ['dispur-in', 'Dispur', 'Assam', 26.144, 91.7666, 'Asia/Kolkata'],
  ['diu-in', 'Diu', 'Dadra and Nagar Haveli and Daman and Diu', 20.7197, 70.9904, 'Asia/Kolkata'],
  ['durgapur-in', 'Durgapur', 'West Bengal', 23.5204, 87.3119, 'Asia/Kolkata'],
  ['etawah-in', 'Etawah', 'Uttar Pradesh', 26.7855, 79.015, 'Asia/Kolkata'],
  ['faridabad-in', 'Faridabad', 'Haryana', 28.4333, 77.3167, 'Asia/Kolkata'],
  ['fatehpur-in', 'Fatehpur', 'Uttar Pradesh', 25.8804, 80.8, 'Asia/Kolkata'],
  ['firozabad-in', 'Firozabad', 'Uttar Pradesh', 27.15, 78.3949, 'Asia/Kolkata'],
  ['gandhinagar-in', 'Gandhinagar', 'Gujarat', 23.3004, 72.6399, 'Asia/Kolkata'],
  ['gangtok-in', 'Gangtok', 'Sikkim', 27.3333, 88.6166, 'Asia/Kolkata'],
  ['gaya-in', 'Gaya', 'Bihar', 24.8, 85, 'Asia/Kolkata'],
  ['ghaziabad-in', 'Ghaziabad', 'Uttar Pradesh', 28.6604, 77.4084, 'Asia/Kolkata'],
  ['gorakhpur-in', 'Gorakhpur', 'Uttar Pradesh', 26.7504, 83.38, 'Asia/Kolkata'],
  ['guntur-in', 'Guntur', 'Andhra Pradesh', 16.33, 80.45, 'Asia/Kolkata'],
  ['gurugram-in', 'Gurugram', 'Haryana', 28.45, 77.02, 'Asia/Kolkata'],
  ['guwahati-in', 'Guwahati', 'Assam', 26.16, 91.77, 'Asia/Kolkata'],
  ['gwalior-in', 'Gwalior', 'Madhya Pradesh', 26.23, 78.1801, 'Asia/Kolkata'],
  ['haldia-in', 'Haldia', 'West Bengal', 22.0257, 88.0583, 'Asia/Kolkata'],
  ['hapur-in', 'Hapur', 'Uttar Pradesh', 28.7437, 77.7628, 'Asia/Kolkata'],
  ['hathras-in', 'Hathras', 'Uttar Pradesh', 27.6, 78.05, 'Asia/Kolkata'],
  ['hindupur-in', 'Hindupur', 'Andhra Pradesh', 13.7804, 77.49, 'Asia/Kolkata'],
  ['hisar-in', 'Hisar', 'Haryana', 29.17, 75.725, 'Asia/Kolkata'],
  ['hosapete-in', 'Hosapete', 'Karnataka', 15.2804, 76.375, 'Asia/Kolkata'],
  ['hoshiarpur-in', 'Hoshiarpur', 'Punjab', 31.52, 75.98, 'Asia/Kolkata'],
  ['howrah-in', 'Howrah', 'West Bengal', 22.5804, 88.3299, 'Asia/Kolkata'],
  ['hubballi-in', 'Hubballi', 'Karnataka', 15.36, 75.125, 'Asia/Kolkata'],
  ['hyderabad-in', 'Hyderabad', 'Telangana', 17.4, 78.48, 'Asia/Kolkata'],
  ['imphal-in', 'Imphal', 'Manipur', 24.8, 93.95, 'Asia/Kolkata'],
  ['indore-in', 'Indore', 'Madhya Pradesh', 22.7151, 75.865, 'Asia/Kolkata'],
  ['itanagar-in', 'Itanagar', 'Arunachal Pradesh', 27.1004, 93.6166, 'Asia/Kolkata'],
  ['jabalpur-in', 'Jabalpur', 'Madhya Pradesh', 23.1751, 79.9551, 'Asia/Kolkata'],
  ['jaipur-in', 'Jaipur', 'Rajasthan', 26.9211, 75.81, 'Asia/Kolkata'],
  ['jalandhar-in', 'Jalandhar', 'Punjab', 31.3349, 75.569, 'Asia/Kolkata'],
  ['jammu-in', 'Jammu', 'Jammu and Kashmir', 32.7118, 74.8467, 'Asia/Kolkata'],
  ['jamshedpur-in', 'Jamshedpur', 'Jharkhand', 22.7875, 86.1975, 'Asia/Kolkata'],
  ['jhansi-in', 'Jhansi', 'Uttar Pradesh', 25.453, 78.5575, 'Asia/Kolkata'],
  ['jodhpur-in', 'Jodhpur', 'Rajasthan', 26.2918, 73.0168, 'Asia/Kolkata'],
  ['jorhat-in', 'Jorhat', 'Assam', 26.75, 94.2167, 'Asia/Kolkata'],
  ['kakinada-in', 'Kakinada', 'Andhra Pradesh', 16.9675, 82.2375, 'Asia/Kolkata'],
  ['kalaburagi-in', 'Kalaburagi', 'Karnataka', 17.35, 76.82, 'Asia/Kolkata'],
  ['kalyan-in', 'Kalyan', 'Maharashtra', 19.2502, 73.1602, 'Asia/Kolkata'],
  ['kanchipuram-in', 'Kanchipuram', 'Tamil Nadu', 12.8337, 79.7167, 'Asia/Kolkata'],
  ['kanpur-in', 'Kanpur', 'Uttar Pradesh', 26.46, 80.32, 'Asia/Kolkata'],
  ['karimnagar-in', 'Karimnagar', 'Telangana', 18.4604, 79.11, 'Asia/Kolkata'],
  ['karnal-in', 'Karnal', 'Haryana', 29.6804, 76.97, 'Asia/Kolkata'],
  ['karur-in', 'Karur', 'Tamil Nadu', 10.9504, 78.0833, 'Asia/Kolkata'],
  ['kavaratti-in', 'Kavaratti', 'Lakshadweep', 10.5626, 72.6369, 'Asia/Kolkata'],
  ['khammam-in', 'Khammam', 'Telangana', 17.2804, 80.1601, 'Asia/Kolkata'],
  ['kochi-in', 'Kochi', 'Kerala', 10.015, 76.2239, 'Asia/Kolkata'],
  ['kohima-in', 'Kohima', 'Nagaland', 25.667, 94.1166, 'Asia/Kolkata'],
  ['kolar-in', 'Kolar', 'Karnataka', 13.1337, 78.1334, 'Asia/Kolkata'],
  ['kolhapur-in', 'Kolhapur', 'Maharashtra', 16.7, 74.22, 'Asia/Kolkata'],
  ['kolkata-in', 'Kolkata', 'West Bengal', 22.495, 88.3247, 'Asia/Kolkata'],
  ['kollam-in', 'Kollam', 'Kerala', 8.9004, 76.57, 'Asia/Kolkata'],
  ['kota-in', 'Kota', 'Rajasthan', 25.18, 75.835, 'Asia/Kolkata'],
  ['kozhikode-in', 'Kozhikode', 'Kerala', 11.2504, 75.77, 'Asia/Kolkata'],
  ['krishnanagar-in', 'Krishnanagar', 'West Bengal', 23.3803, 88.53, 'Asia/Kolkata'],
  ['kumbakonam-in', 'Kumbakonam', 'Tamil Nadu', 10.9805, 79.4, 'Asia/Kolkata'],
  ['kurnool-in', 'Kurnool', 'Andhra Pradesh', 15.83, 78.03, 'Asia/Kolkata'],
  ['latur-in', 'Latur', 'Maharashtra', 18.4004, 76.57, 'Asia/Kolkata'],
  ['lucknow-in', 'Lucknow', 'Uttar Pradesh', 26.855, 80.915, 'Asia/Kolkata'],
  ['ludhiana-in', 'Ludhiana', 'Punjab', 30.9278, 75.8723, 'Asia/Kolkata'],
  ['machilipatnam-in', 'Machilipatnam', 'Andhra Pradesh', 16.2004, 81.18, 'Asia/Kolkata'],
  ['madurai-in', 'Madurai', 'Tamil Nadu', 9.92, 78.12, 'Asia/Kolkata'],
  ['malegaon-in', 'Malegaon', 'Maharashtra', 20.5604, 74.525, 'Asia/Kolkata'],
  ['mandya-in', 'Mandya', 'Karnataka', 12.5704, 76.92, 'Asia/Kolkata'],
  ['mangaluru-in', 'Mangaluru', 'Karnataka', 12.9, 74.85, 'Asia/Kolkata'],
  ['mathura-in', 'Mathura', 'Uttar Pradesh', 27.5, 77.67, 'Asia/Kolkata'],
  ['medinipur-in', 'Medinipur', 'West Bengal', 22.3304, 87.15, 'Asia/Kolkata'],
  ['meerut-in', 'Meerut', 'Uttar Pradesh', 29.0004, 77.7, 'Asia/Kolkata'],
  ['mirzapur-in', 'Mirzapur', 'Uttar Pradesh', 25.1454, 82.57, 'Asia/Kolkata'],
  ['moradabad-in', 'Moradabad', 'Uttar Pradesh', 28.8418, 78.7568, 'Asia/Kolkata'],
  ['mumbai-in', 'Mumbai', 'Maharashtra', 19.017, 72.857, 'Asia/Kolkata'],
  ['muzaffarnagar-in', 'Muzaffarnagar', 'Uttar Pradesh', 29.485, 77.695, 'Asia/Kolkata'],
  ['muzaffarpur-in', 'Muzaffarpur', 'Bihar', 26.1204, 85.3799, 'Asia/Kolkata'],
  ['mysuru-in', 'Mysuru', 'Karnataka', 12.31, 76.66, 'Asia/Kolkata'],
  ['nagercoil-in', 'Nagercoil', 'Tamil Nadu', 8.1804, 77.43, 'Asia/Kolkata'],
  ['nagpur-in', 'Nagpur', 'Maharashtra', 21.17, 79.09, 'Asia/Kolkata'],
  ['nanded-in', 'Nanded', 'Maharashtra', 19.17, 77.3, 'Asia/Kolkata'],
  ['nandyal-in', 'Nandyal', 'Andhra Pradesh', 15.5204, 78.48, 'Asia/Kolkata'],
  ['nashik-in', 'Nashik', 'Maharashtra', 20.0004, 73.78, 'Asia/Kolkata'],
  ['navi-mumbai-in', 'Navi Mumbai', 'Maharashtra', 19.033, 73.0297, 'Asia/Kolkata'],
  ['navsari-in', 'Navsari', 'Gujarat', 20.8504, 72.92, 'Asia/Kolkata'],
  ['nellore-in', 'Nellore', 'Andhra Pradesh', 14.44, 79.9899, 'Asia/Kolkata'],
  ['new-delhi-in', 'New Delhi', 'Delhi', 28.6, 77.2, 'Asia/Kolkata'],
  ['nizamabad-in', 'Nizamabad', 'Telangana', 18.6704, 78.1, 'Asia/Kolkata'],
  ['noida-in', 'Noida', 'Uttar Pradesh', 28.5355, 77.391, 'Asia/Kolkata'],
  ['ongole-in', 'Ongole', 'Andhra Pradesh', 15.5604, 80.05, 'Asia/Kolkata'],
  ['pali-in', 'Pali', 'Rajasthan', 25.7904, 73.3299, 'Asia/Kolkata'],
  ['panaji-in', 'Panaji', 'Goa', 15.492, 73.818, 'Asia/Kolkata'],
  ['panipat-in', 'Panipat', 'Haryana', 29.4004, 76.97, 'Asia/Kolkata'],
  ['parbhani-in', 'Parbhani', 'Maharashtra', 19.2704, 76.76, 'Asia/Kolkata'],
  ['pathankot-in', 'Pathankot', 'Himachal Pradesh', 32.2703, 75.72, 'Asia/Kolkata'],
  ['patiala-in', 'Patiala', 'Punjab', 30.3204, 76.385, 'Asia/Kolkata'],
  ['patna-in', 'Patna', 'Bihar', 25.625, 85.13, 'Asia/Kolkata'],
  ['pilibhit-in', 'Pilibhit', 'Uttar Pradesh', 28.64, 79.81, 'Asia/Kolkata'],
  ['porbandar-in', 'Porbandar', 'Gujarat', 21.67, 69.67, 'Asia/Kolkata'],
  ['prayagraj-in', 'Prayagraj', 'Uttar Pradesh', 25.455, 81.84, 'Asia/Kolkata'],
  ['proddatur-in', 'Proddatur', 'Andhra Pradesh', 14.7504, 78.57, 'Asia/Kolkata'],
  ['puducherry-in', 'Puducherry', 'Puducherry', 11.935, 79.83, 'Asia/Kolkata'],
  ['pune-in', 'Pune', 'Maharashtra', 18.53, 73.85, 'Asia/Kolkata'],
  ['puri-in', 'Puri', 'Odisha', 19.8204, 85.9, 'Asia/Kolkata'],
  ['purnia-in', 'Purnia', 'Bihar', 25.7854, 87.48, 'Asia/Kolkata'],
  ['raichur-in', 'Raichur', 'Karnataka', 16.2104, 77.355, 'Asia/Kolkata'],
  ['raipur-in', 'Raipur', 'Chhattisgarh', 21.235, 81.635, 'Asia/Kolkata'],
  ['rajamahendravaram-in', 'Rajamahendravaram', 'Andhra Pradesh', 17.0303, 81.79, 'Asia/Kolkata'],
  ['rajapalaiyam-in', 'Rajapalaiyam', 'Tamil Nadu', 9.4204, 77.58, 'Asia/Kolkata'],
  ['rajkot-in', 'Rajkot', 'Gujarat', 22.31, 70.8, 'Asia/Kolkata'],
  ['rampur-in', 'Rampur', 'Uttar Pradesh', 28.8154, 79.025, 'Asia/Kolkata'],
  ['ranchi-in', 'Ranchi', 'Jharkhand', 23.37, 85.33, 'Asia/Kolkata'],
  ['ratlam-in', 'Ratlam', 'Madhya Pradesh', 23.3504, 75.03, 'Asia/Kolkata'],
  ['raurkela-in', 'Raurkela', 'Odisha', 22.2304, 84.83, 'Asia/Kolkata'],
  ['rohtak-in', 'Rohtak', 'Haryana', 28.9, 76.58, 'Asia/Kolkata'],
  ['sagar-in', 'Sagar', 'Madhya Pradesh', 23.8504, 78.75, 'Asia/Kolkata'],
  ['saharanpur-in', 'Saharanpur', 'Uttar Pradesh', 29.97, 77.55, 'Asia/Kolkata'],
  ['salem-in', 'Salem', 'Tamil Nadu', 11.67, 78.1801, 'Asia/Kolkata'],
  ['sambalpur-in', 'Sambalpur', 'Odisha', 21.4704, 83.9701, 'Asia/Kolkata'],
  ['sangli-in', 'Sangli', 'Maharashtra', 16.8604, 74.575, 'Asia/Kolkata'],
  ['shahjahanpur-in', 'Shahjahanpur', 'Uttar Pradesh', 27.8804, 79.905, 'Asia/Kolkata'],
  ['shillong-in', 'Shillong', 'Meghalaya', 25.5705, 91.88, 'Asia/Kolkata'],
  ['shimla-in', 'Shimla', 'Himachal Pradesh', 31.1, 77.1666, 'Asia/Kolkata'],
  ['shivamogga-in', 'Shivamogga', 'Karnataka', 13.9304, 75.56, 'Asia/Kolkata'],
  ['sikar-in', 'Sikar', 'Rajasthan', 27.6104, 75.14, 'Asia/Kolkata'],
  ['silchar-in', 'Silchar', 'Assam', 24.7904, 92.79, 'Asia/Kolkata'],
  ['siliguri-in', 'Siliguri', 'West Bengal', 26.7204, 88.455, 'Asia/Kolkata'],
  ['silvassa-in', 'Silvassa', 'Dadra and Nagar Haveli and Daman and Diu', 20.2666, 73.0166, 'Asia/Kolkata'],
  ['sirsa-in', 'Sirsa', 'Haryana', 29.4904, 75.03, 'Asia/Kolkata'],
  ['sitapur-in', 'Sitapur', 'Uttar Pradesh', 27.63, 80.75, 'Asia/Kolkata'],
  ['solapur-in', 'Solapur', 'Maharashtra', 17.6704, 75.9, 'Asia/Kolkata'],
  ['sonipat-in', 'Sonipat', 'Haryana', 29, 77.02, 'Asia/Kolkata'],
  ['sopur-in', 'Sopur', 'Jammu and Kashmir', 34.3, 74.4667, 'Asia/Kolkata'],
  ['sri-vijaya-puram-in', 'Sri Vijaya Puram', 'Andaman and Nicobar Islands', 11.667, 92.736, 'Asia/Kolkata'],
  ['srinagar-in', 'Srinagar', 'Jammu and Kashmir', 34.1, 74.815, 'Asia/Kolkata'],
  ['surat-in', 'Surat', 'Gujarat', 21.2, 72.84, 'Asia/Kolkata'],
  ['tezpur-in', 'Tezpur', 'Assam', 26.6338, 92.8, 'Asia/Kolkata'],
  ['thane-in', 'Thane', 'Maharashtra', 19.2183, 72.9781, 'Asia/Kolkata'],
  ['thanjavur-in', 'Thanjavur', 'Tamil Nadu', 10.7704, 79.15, 'Asia/Kolkata'],
  ['thiruvananthapuram-in', 'Thiruvananthapuram', 'Kerala', 8.5, 76.95, 'Asia/Kolkata'],
  ['tiruchirappalli-in', 'Tiruchirappalli', 'Tamil Nadu', 10.81, 78.69, 'Asia/Kolkata'],
  ['tirunelveli-in', 'Tirunelveli', 'Tamil Nadu', 8.7304, 77.69, 'Asia/Kolkata'],
  ['tirupati-in', 'Tirupati', 'Andhra Pradesh', 13.6504, 79.42, 'Asia/Kolkata'],
  ['tiruppur-in', 'Tiruppur', 'Tamil Nadu', 11.0804, 77.33, 'Asia/Kolkata'],
  ['tiruvannamalai-in', 'Tiruvannamalai', 'Tamil Nadu', 12.2604, 79.1, 'Asia/Kolkata'],
  ['tonk-in', 'Tonk', 'Rajasthan', 26.1505, 75.79, 'Asia/Kolkata'],
  ['tumakuru-in', 'Tumakuru', 'Karnataka', 13.33, 77.1, 'Asia/Kolkata'],
  ['tuticorin-in', 'Tuticorin', 'Tamil Nadu', 8.82, 78.13, 'Asia/Kolkata'],
  ['udaipur-in', 'Udaipur', 'Rajasthan', 24.6, 73.73, 'Asia/Kolkata'],
  ['ujjain-in', 'Ujjain', 'Madhya Pradesh', 23.1904, 75.79, 'Asia/Kolkata'],
  ['vadodara-in', 'Vadodara', 'Gujarat', 22.31, 73.18, 'Asia/Kolkata'],
  ['valparai-in', 'Valparai', 'Tamil Nadu', 10.3204, 76.97, 'Asia/Kolkata'],
  ['varanasi-in', 'Varanasi', 'Uttar Pradesh', 25.33, 83, 'Asia/Kolkata'],
  ['vellore-in', 'Vellore', 'Tamil Nadu', 12.9204, 79.15, 'Asia/Kolkata'],
  ['vijayapura-in', 'Vijayapura', 'Karnataka', 16.8354, 75.71, 'Asia/Kolkata'],
  ['vijayawada-in', 'Vijayawada', 'Andhra Pradesh', 16.52, 80.63, 'Asia/Kolkata'],
  ['visakhapatnam-in', 'Visakhapatnam', 'Andhra Pradesh', 17.73, 83.305, 'Asia/Kolkata'],
  ['vizianagaram-in', 'Vizianagaram', 'Andhra Pradesh', 18.1204, 83.5, 'Asia/Kolkata'],
  ['warangal-in', 'Warangal', 'Telangana', 18.01, 79.58, 'Asia/Kolkata'],
  ['abbottabad-pk', 'Abbottabad', 'Pakistan', 34.1495, 73.1995, 'Asia/Karachi'],
  ['abu-dhabi-ae', 'Abu Dhabi', 'United Arab Emirates', 24.4667, 54.3666, 'Asia/Dubai'],
  ['ad-damman-sa', 'Ad Damman', 'Saudi Arabia', 26.4282, 50.0997, 'Asia/Riyadh'],
  ['al-ayn-ae', 'Al Ayn', 'United Arab Emirates', 24.2305, 55.74, 'Asia/Dubai'],
  ['as-sib-om', 'As Sib', 'Oman', 23.6802, 58.1825, 'Asia/Muscat'],
  ['atlanta-us', 'Atlanta', 'United States of America', 33.83, -84.3999, 'America/New_York'],
  ['bahawalpur-pk', 'Bahawalpur', 'Pakistan', 29.39, 71.675, 'Asia/Karachi'],
  ['baltimore-us', 'Baltimore', 'United States of America', 39.3, -76.62, 'America/New_York'],
  ['bandung-id', 'Bandung', 'Indonesia', -6.95, 107.57, 'Asia/Jakarta'],
  ['bangkok-th', 'Bangkok', 'Thailand', 13.75, 100.5166, 'Asia/Bangkok'],
  ['bannu-pk', 'Bannu', 'Pakistan', 32.989, 70.5986, 'Asia/Karachi'],
  ['barcelona-es', 'Barcelona', 'Spain', 41.3833, 2.1834, 'Europe/Madrid'],
  ['bekasi-id', 'Bekasi', 'Indonesia', -6.2173, 106.9723, 'Asia/Jakarta'],
  ['benoni-za', 'Benoni', 'South Africa', -26.1496, 28.3299, 'Africa/Johannesburg'],
  ['berlin-de', 'Berlin', 'Germany', 52.5218, 13.4015, 'Europe/Berlin'],
  ['bhairawa-np', 'Bhairawa', 'Nepal', 27.5333, 83.3833, 'Asia/Kathmandu'],
  ['biratnagar-np', 'Biratnagar', 'Nepal', 26.4837, 87.2833, 'Asia/Kathmandu'],
  ['birganj-np', 'Birganj', 'Nepal', 27.0004, 84.8666, 'Asia/Kathmandu'],
  ['birmingham-gb', 'Birmingham', 'United Kingdom', 52.475, -1.92, 'Europe/London'],
  ['boston-us', 'Boston', 'United States of America', 42.33, -71.07, 'America/New_York'],
  ['brisbane-au', 'Brisbane', 'Australia', -27.455, 153.0351, 'Australia/Brisbane'],
  ['brussels-be', 'Brussels', 'Belgium', 50.8333, 4.3333, 'Europe/Brussels'],
  ['calgary-ca', 'Calgary', 'Canada', 51.083, -114.08, 'America/Edmonton'],
  ['cape-town-za', 'Cape Town', 'South Africa', -33.92, 18.435, 'Africa/Johannesburg'],
  ['chicago-us', 'Chicago', 'United States of America', 41.83, -87.7501, 'America/Chicago'],
  ['chittagong-bd', 'Chittagong', 'Bangladesh', 22.33, 91.8, 'Asia/Dhaka'],
  ['cilacap-id', 'Cilacap', 'Indonesia', -7.7188, 109.0154, 'Asia/Jakarta'],
  ['cleveland-us', 'Cleveland', 'United States of America', 41.47, -81.695, 'America/New_York'],
  ['columbus-us', 'Columbus', 'United States of America', 39.98, -82.99, 'America/New_York'],
  ['comilla-bd', 'Comilla', 'Bangladesh', 23.4704, 91.17, 'Asia/Dhaka'],
  ['curepipe-mu', 'Curepipe', 'Mauritius', -20.3162, 57.5166, 'Indian/Mauritius'],
  ['dallas-us', 'Dallas', 'United States of America', 32.82, -96.84, 'America/Chicago'],
  ['dar-es-salaam-tz', 'Dar es Salaam', 'Tanzania', -6.8, 39.2683, 'Africa/Dar_es_Salaam'],
  ['denver-us', 'Denver', 'United States of America', 39.7392, -104.984, 'America/Denver'],
  ['detroit-us', 'Detroit', 'United States of America', 42.33, -83.0801, 'America/Detroit'],
  ['dhaka-bd', 'Dhaka', 'Bangladesh', 23.7231, 90.4086, 'Asia/Dhaka'],
  ['dhangarhi-np', 'Dhangarhi', 'Nepal', 28.695, 80.593, 'Asia/Kathmandu'],
  ['doha-qa', 'Doha', 'Qatar', 25.2866, 51.533, 'Asia/Qatar'],
  ['dubai-ae', 'Dubai', 'United Arab Emirates', 25.23, 55.28, 'Asia/Dubai'],
  ['dublin-ie', 'Dublin', 'Ireland', 53.3331, -6.2489, 'Europe/Dublin'],
  ['durban-za', 'Durban', 'South Africa', -29.865, 30.98, 'Africa/Johannesburg'],
  ['essen-de', 'Essen', 'Germany', 51.45, 7.0166, 'Europe/Berlin'],
  ['faisalabad-pk', 'Faisalabad', 'Pakistan', 31.41, 73.11, 'Asia/Karachi'],
  ['fort-lauderdale-us', 'Fort Lauderdale', 'United States of America', 26.1361, -80.1418, 'America/New_York'],
  ['frankfurt-de', 'Frankfurt', 'Germany', 50.1, 8.675, 'Europe/Berlin'],
  ['ft-worth-us', 'Ft. Worth', 'United States of America', 32.74, -97.34, 'America/Chicago'],
  ['fukuoka-jp', 'Fukuoka', 'Japan', 33.595, 130.41, 'Asia/Tokyo'],
  ['george-town-my', 'George Town', 'Malaysia', 5.4136, 100.3294, 'Asia/Kuala_Lumpur'],
  ['georgetown-gy', 'Georgetown', 'Guyana', 6.802, -58.167, 'America/Guyana'],
  ['gujranwala-pk', 'Gujranwala', 'Pakistan', 32.1604, 74.185, 'Asia/Karachi'],
  ['gujrat-pk', 'Gujrat', 'Pakistan', 32.58, 74.08, 'Asia/Karachi'],
  ['hamburg-de', 'Hamburg', 'Germany', 53.55, 10, 'Europe/Berlin'],
  ['hetauda-np', 'Hetauda', 'Nepal', 27.4167, 85.0334, 'Asia/Kathmandu'],
  ['hiroshima-jp', 'Hiroshima', 'Japan', 34.3878, 132.4429, 'Asia/Tokyo'],
  ['hong-kong-hk', 'Hong Kong', 'Hong Kong S.A.R.', 22.305, 114.185, 'Asia/Hong_Kong'],
  ['houston-us', 'Houston', 'United States of America', 29.82, -95.34, 'America/Chicago'],
  ['hyderabad-pk', 'Hyderabad', 'Pakistan', 25.38, 68.375, 'Asia/Karachi'],
  ['indianapolis-us', 'Indianapolis', 'United States of America', 39.75, -86.17, 'America/Indiana/Indianapolis'],
  ['irvine-us', 'Irvine', 'United States of America', 33.6804, -117.83, 'America/Los_Angeles'],
  ['islamabad-pk', 'Islamabad', 'Pakistan', 33.7, 73.1666, 'Asia/Karachi'],
  ['jakarta-id', 'Jakarta', 'Indonesia', -6.1744, 106.8294, 'Asia/Jakarta'],
  ['jeddah-sa', 'Jeddah', 'Saudi Arabia', 21.5169, 39.2192, 'Asia/Riyadh'],
  ['jhang-pk', 'Jhang', 'Pakistan', 31.2804, 72.325, 'Asia/Karachi'],
  ['johannesburg-za', 'Johannesburg', 'South Africa', -26.17, 28.03, 'Africa/Johannesburg'],
  ['kampala-ug', 'Kampala', 'Uganda', 0.3167, 32.5833, 'Africa/Kampala'],
  ['karachi-pk', 'Karachi', 'Pakistan', 24.87, 66.99, 'Asia/Karachi'],
  ['kathmandu-np', 'Kathmandu', 'Nepal', 27.7167, 85.3166, 'Asia/Kathmandu'],
  ['kawasaki-jp', 'Kawasaki', 'Japan', 35.53, 139.705, 'Asia/Tokyo'],
  ['khulna-bd', 'Khulna', 'Bangladesh', 22.84, 89.56, 'Asia/Dhaka'],
  ['kobe-jp', 'Kobe', 'Japan', 34.68, 135.17, 'Asia/Tokyo'],
  ['kuala-lumpur-my', 'Kuala Lumpur', 'Malaysia', 3.1667, 101.7, 'Asia/Kuala_Lumpur'],
  ['kuwait-kw', 'Kuwait', 'Kuwait', 29.3697, 47.9783, 'Asia/Kuwait'],
  ['kyoto-jp', 'Kyoto', 'Japan', 35.03, 135.75, 'Asia/Tokyo'],
  ['lahore-pk', 'Lahore', 'Pakistan', 31.56, 74.35, 'Asia/Karachi'],
  ['lalitpur-np', 'Lalitpur', 'Nepal', 27.6666, 85.3333, 'Asia/Kathmandu'],
  ['larkana-pk', 'Larkana', 'Pakistan', 27.5618, 68.2068, 'Asia/Karachi'],
  ['las-vegas-us', 'Las Vegas', 'United States of America', 36.21, -115.22, 'America/Los_Angeles'],
  ['lautoka-fj', 'Lautoka', 'Fiji', -17.6161, 177.4666, 'Pacific/Fiji'],
  ['london-gb', 'London', 'United Kingdom', 51.5, -0.1167, 'Europe/London'],
  ['long-beach-us', 'Long Beach', 'United States of America', 33.787, -118.158, 'America/Los_Angeles'],
  ['los-angeles-us', 'Los Angeles', 'United States of America', 33.99, -118.18, 'America/Los_Angeles'],
  ['madrid-es', 'Madrid', 'Spain', 40.4, -3.6834, 'Europe/Madrid'],
  ['makkah-sa', 'Makkah', 'Saudi Arabia', 21.43, 39.82, 'Asia/Riyadh'],
  ['male-mv', 'Male', 'Maldives', 4.1667, 73.4999, 'Indian/Maldives'],
  ['manama-bh', 'Manama', 'Bahrain', 26.2361, 50.5831, 'Asia/Bahrain'],
  ['manchester-gb', 'Manchester', 'United Kingdom', 53.5004, -2.248, 'Europe/London'],
  ['mandalay-mm', 'Mandalay', 'Myanmar', 21.97, 96.085, 'Asia/Rangoon'],
  ['mannheim-de', 'Mannheim', 'Germany', 49.5004, 8.47, 'Europe/Berlin'],
  ['mardan-pk', 'Mardan', 'Pakistan', 34.2, 72.04, 'Asia/Karachi'],
  ['marseille-fr', 'Marseille', 'France', 43.29, 5.375, 'Europe/Paris'],
  ['mawlamyine-mm', 'Mawlamyine', 'Myanmar', 16.5004, 97.67, 'Asia/Rangoon'],
  ['medan-id', 'Medan', 'Indonesia', 3.58, 98.65, 'Asia/Jakarta'],
  ['medina-sa', 'Medina', 'Saudi Arabia', 24.5, 39.58, 'Asia/Riyadh'],
  ['melbourne-au', 'Melbourne', 'Australia', -37.82, 144.975, 'Australia/Melbourne'],
  ['miami-us', 'Miami', 'United States of America', 25.7876, -80.2241, 'America/New_York'],
  ['milan-it', 'Milan', 'Italy', 45.47, 9.205, 'Europe/Rome'],
  ['minneapolis-us', 'Minneapolis', 'United States of America', 44.98, -93.2518, 'America/Chicago'],
  ['montreal-ca', 'Montréal', 'Canada', 45.5, -73.5833, 'America/Montreal'],
  ['multan-pk', 'Multan', 'Pakistan', 30.2, 71.455, 'Asia/Karachi'],
  ['munich-de', 'Munich', 'Germany', 48.1299, 11.575, 'Europe/Berlin'],
  ['muscat-om', 'Muscat', 'Oman', 23.6133, 58.5933, 'Asia/Muscat'],
  ['mymensingh-bd', 'Mymensingh', 'Bangladesh', 24.7504, 90.38, 'Asia/Dhaka'],
  ['nagoya-jp', 'Nagoya', 'Japan', 35.155, 136.915, 'Asia/Tokyo'],
  ['nairobi-ke', 'Nairobi', 'Kenya', -1.2833, 36.8167, 'Africa/Nairobi'],
  ['naples-it', 'Naples', 'Italy', 40.84, 14.245, 'Europe/Rome'],
  ['naypyidaw-mm', 'Naypyidaw', 'Myanmar', 19.7666, 96.1186, 'Asia/Rangoon'],
  ['nepalganj-np', 'Nepalganj', 'Nepal', 28.0503, 81.6167, 'Asia/Kathmandu'],
  ['new-york-us', 'New York', 'United States of America', 40.75, -73.98, 'America/New_York'],
  ['osaka-jp', 'Osaka', 'Japan', 34.75, 135.4601, 'Asia/Tokyo'],
  ['palembang-id', 'Palembang', 'Indonesia', -2.98, 104.75, 'Asia/Jakarta'],
  ['paramaribo-sr', 'Paramaribo', 'Suriname', 5.835, -55.167, 'America/Paramaribo'],
  ['paris-fr', 'Paris', 'France', 48.8667, 2.3333, 'Europe/Paris'],
  ['perth-au', 'Perth', 'Australia', -31.955, 115.84, 'Australia/Perth'],
  ['peshawar-pk', 'Peshawar', 'Pakistan', 34.005, 71.535, 'Asia/Karachi'],
  ['philadelphia-us', 'Philadelphia', 'United States of America', 40, -75.17, 'America/New_York'],
  ['phoenix-us', 'Phoenix', 'United States of America', 33.54, -112.07, 'America/Phoenix'],
  ['pittsburgh-us', 'Pittsburgh', 'United States of America', 40.43, -80, 'America/New_York'],
  ['pokhara-np', 'Pokhara', 'Nepal', 28.264, 83.972, 'Asia/Kathmandu'],
  ['port-louis-mu', 'Port Louis', 'Mauritius', -20.1666, 57.5, 'Indian/Mauritius'],
  ['port-of-spain-tt', 'Port-of-Spain', 'Trinidad and Tobago', 10.652, -61.517, 'America/Port_of_Spain'],
  ['portland-us', 'Portland', 'United States of America', 45.52, -122.68, 'America/Los_Angeles'],
  ['pretoria-za', 'Pretoria', 'South Africa', -25.7069, 28.2294, 'Africa/Johannesburg'],
  ['quetta-pk', 'Quetta', 'Pakistan', 30.22, 67.025, 'Asia/Karachi'],
  ['rahimyar-khan-pk', 'Rahimyar Khan', 'Pakistan', 28.4202, 70.2952, 'Asia/Karachi'],
  ['rajshahi-bd', 'Rajshahi', 'Bangladesh', 24.375, 88.605, 'Asia/Dhaka'],
  ['rangoon-mm', 'Rangoon', 'Myanmar', 16.7834, 96.1667, 'Asia/Rangoon'],
  ['rawalpindi-pk', 'Rawalpindi', 'Pakistan', 33.6, 73.04, 'Asia/Karachi'],
  ['riyadh-sa', 'Riyadh', 'Saudi Arabia', 24.6408, 46.7727, 'Asia/Riyadh'],
  ['rome-it', 'Rome', 'Italy', 41.896, 12.4833, 'Europe/Rome'],
  ['sacramento-us', 'Sacramento', 'United States of America', 38.575, -121.47, 'America/Los_Angeles'],
  ['saidu-pk', 'Saidu', 'Pakistan', 34.75, 72.35, 'Asia/Karachi'],
  ['san-antonio-us', 'San Antonio', 'United States of America', 29.4873, -98.5073, 'America/Chicago'],
  ['san-diego-us', 'San Diego', 'United States of America', 32.82, -117.18, 'America/Los_Angeles'],
  ['san-fernando-tt', 'San Fernando', 'Trinidad and Tobago', 10.2805, -61.4594, 'America/Port_of_Spain'],
  ['san-francisco-us', 'San Francisco', 'United States of America', 37.74, -122.46, 'America/Los_Angeles'],
  ['san-jose-us', 'San Jose', 'United States of America', 37.3, -121.85, 'America/Los_Angeles'],
  ['sapporo-jp', 'Sapporo', 'Japan', 43.075, 141.34, 'Asia/Tokyo'],
  ['sargodha-pk', 'Sargodha', 'Pakistan', 32.0854, 72.675, 'Asia/Karachi'],
  ['seattle-us', 'Seattle', 'United States of America', 47.57, -122.34, 'America/Los_Angeles'],
  ['semarang-id', 'Semarang', 'Indonesia', -6.9666, 110.42, 'Asia/Jakarta'],
  ['sendai-jp', 'Sendai', 'Japan', 38.2871, 141.0217, 'Asia/Tokyo'],
  ['sharjah-ae', 'Sharjah', 'United Arab Emirates', 25.3714, 55.4065, 'Asia/Dubai'],
  ['sheikhu-pura-pk', 'Sheikhu Pura', 'Pakistan', 31.72, 73.99, 'Asia/Karachi'],
  ['sialkote-pk', 'Sialkote', 'Pakistan', 32.52, 74.56, 'Asia/Karachi'],
  ['singapore-sg', 'Singapore', 'Singapore', 1.293, 103.8558, 'Asia/Singapore'],
  ['st-louis-us', 'St. Louis', 'United States of America', 38.635, -90.24, 'America/Chicago'],
  ['stockholm-se', 'Stockholm', 'Sweden', 59.3508, 18.0973, 'Europe/Stockholm'],
  ['stuttgart-de', 'Stuttgart', 'Germany', 48.78, 9.2, 'Europe/Berlin'],
  ['sukkur-pk', 'Sukkur', 'Pakistan', 27.7136, 68.8486, 'Asia/Karachi'],
  ['surabaya-id', 'Surabaya', 'Indonesia', -7.2492, 112.7508, 'Asia/Jakarta'],
  ['suva-fj', 'Suva', 'Fiji', -18.133, 178.4417, 'Pacific/Fiji'],
  ['sydney-au', 'Sydney', 'Australia', -33.92, 151.1852, 'Australia/Sydney'],
  ['tampa-us', 'Tampa', 'United States of America', 27.947, -82.4586, 'America/New_York'],
  ['thimphu-bt', 'Thimphu', 'Bhutan', 27.473, 89.639, 'Asia/Thimphu'],
  ['tokyo-jp', 'Tokyo', 'Japan', 35.685, 139.7514, 'Asia/Tokyo'],
  ['toronto-ca', 'Toronto', 'Canada', 43.7, -79.42, 'America/Toronto'],
  ['turin-it', 'Turin', 'Italy', 45.0704, 7.67, 'Europe/Rome'],
  ['ujungpandang-id', 'Ujungpandang', 'Indonesia', -5.14, 119.432, 'Asia/Makassar'],
  ['vancouver-ca', 'Vancouver', 'Canada', 49.2734, -123.1216, 'America/Vancouver'],
  ['washington-d-c-us', 'Washington, D.C.', 'United States of America', 38.8995, -77.0094, 'America/New_York'],
  ['yokohama-jp', 'Yokohama', 'Japan', 35.32, 139.58, 'Asia/Tokyo'],
];

const regionHindiNames = new Map<string, string>([
  ...[...indianStates, ...countries].map((item): [string, string] => [item.label, item.hi]),
  ...Object.entries(birthPlaceCountryHindiNames),
]);

export const birthPlaces: readonly BirthPlace[] = rows.map(([id, name, region, latitude, longitude, timeZone]) => ({
  id,
  name,
  hi: birthPlaceHindiNames[id] ?? name,
  region,
  regionHi: regionHindiNames.get(region) ?? region,
  latitude,
  longitude,
  timeZone,
}));

const byId = new Map(birthPlaces.map((place) => [place.id, place]));

export function birthPlaceById(id: string): BirthPlace | undefined {
  return byId.get(id);
}

export const birthPlaceLabel = (place: BirthPlace) => `${place.name}, ${place.region}`;
export const birthPlaceHindiLabel = (place: BirthPlace) => `${place.hi}, ${place.regionHi}`;

/** "Montréal", "montreal" and "MONTREAL " are one name; so are "नई दिल्ली" and "नईदिल्ली". */
const looseName = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9\p{Script=Devanagari}]/gu, '');

const byLooseName = new Map<string, BirthPlace[]>();
for (const place of birthPlaces) {
  const names = [place.name, birthPlaceLabel(place), place.hi, birthPlaceHindiLabel(place)];
  for (const key of new Set(names.map(looseName))) {
    byLooseName.set(key, [...(byLooseName.get(key) ?? []), place]);
  }
}

/**
 * The birth places a spreadsheet cell may name: its id, "City, State/Country" in English or Hindi, or the city alone (several places when
 * they share the name, so the region must be added; none when the list lacks it).
 */
export function birthPlacesNamed(text: string): readonly BirthPlace[] {
  const exact = byId.get(text.trim());
  return exact ? [exact] : (byLooseName.get(looseName(text)) ?? []);
}

/** Latin letters without accents, lower case: "Montréal" as "montreal". */
const plainLatin = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const startsAWord = (text: string, start: string) => text.startsWith(start) || text.includes(` ${start}`);

interface SearchablePlace {
  place: BirthPlace;
  names: string[];
  labels: string[];
  keys: string[];
}

const searchable: readonly SearchablePlace[] = birthPlaces.map((place) => {
  const names = [place.name, place.hi, ...(birthPlaceOtherNames[place.id] ?? [])].map(plainLatin);
  return {
    place,
    names,
    labels: [birthPlaceLabel(place), birthPlaceHindiLabel(place)].map(plainLatin),
    keys: names.map(nameKey),
  };
});

/**
 * The birth places a member typing `search` means, best first: a name in English or Hindi (or a former name:
 * Allahabad, बंबई) starting with it, then one
 * with a word starting with it or a label (the state or country included) holding it, then a name that sounds like
 * it (nameKey: "Itawa", "Etava" and "इटावा" find Etawah; "Prayagraj" and "प्रयागराज" one another).
 */
export function findBirthPlaces(search: string): readonly BirthPlace[] {
  const text = plainLatin(search).replace(/\s+/g, ' ');
  if (!text) return birthPlaces;
  const key = nameKey(text);
  const rankOf = ({ names, labels, keys }: SearchablePlace) => {
    if (names.some((name) => name.startsWith(text))) return 0;
    if (names.some((name) => startsAWord(name, text)) || labels.some((label) => label.includes(text))) return 1;
    if (key && keys.some((placeKey) => startsAWord(placeKey, key))) return 2;
    return null;
  };
  return searchable
    .flatMap((entry) => {
      const rank = rankOf(entry);
      return rank === null ? [] : [{ rank, place: entry.place }];
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ place }) => place);
}
