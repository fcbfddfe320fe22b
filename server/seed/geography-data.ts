/** Geography tables: country → division → district → { thanas, zones }. Pure data. */
type DistrictDef = { name: string; thanas: string[]; zones: string[] };
type DivisionDef = { name: string; districts: DistrictDef[] };
export type CountryDef = { name: string; divisions: DivisionDef[] };

const d = (name: string, thanas: string, zones: string): DistrictDef => ({
  name,
  thanas: thanas.split('|'),
  zones: zones.split('|'),
});

export const GEOGRAPHY: CountryDef[] = [
  {
    name: 'Bangladesh',
    divisions: [
      {
        name: 'Dhaka',
        districts: [
          d(
            'Dhaka',
            'Gulshan|Banani|Dhanmondi|Mirpur|Uttara East|Tejgaon|Motijheel|Mohammadpur',
            'Gulshan|Banani|Dhanmondi|Mirpur|Uttara|Tejgaon Industrial Area|Motijheel|Bashundhara',
          ),
          d(
            'Gazipur',
            'Gazipur Sadar|Tongi|Kaliakair|Sreepur',
            'Tongi|Konabari|Board Bazar|Kaliakair|Sreepur',
          ),
          d(
            'Narayanganj',
            'Narayanganj Sadar|Fatullah|Siddhirganj|Rupganj',
            'Fatullah|Siddhirganj|Rupganj|Chashara',
          ),
          d('Tangail', 'Tangail Sadar|Mirzapur|Kalihati', 'Tangail Town|Mirzapur|Kalihati'),
          d('Narsingdi', 'Narsingdi Sadar|Palash|Madhabdi', 'Narsingdi Town|Ghorashal|Madhabdi'),
        ],
      },
      {
        name: 'Chattogram',
        districts: [
          d(
            'Chattogram',
            'Kotwali|Double Mooring|Panchlaish|Pahartali|Patenga|Sitakunda',
            'Agrabad|Nasirabad|Halishahar|Patenga EPZ|Sitakunda|Kalurghat',
          ),
          d("Cox's Bazar", "Cox's Bazar Sadar|Ramu|Teknaf", 'Kolatoli|Ramu|Teknaf'),
          d('Cumilla', 'Cumilla Sadar|Chauddagram|Daudkandi', 'Kandirpar|Cumilla EPZ|Daudkandi'),
          d('Feni', 'Feni Sadar|Chhagalnaiya|Dagonbhuiyan', 'Feni Town|Mohipal|Chhagalnaiya'),
          d('Noakhali', 'Sudharam|Begumganj|Companiganj', 'Maijdee|Chowmuhani|Basurhat'),
        ],
      },
      {
        name: 'Rajshahi',
        districts: [
          d('Rajshahi', 'Boalia|Motihar|Rajpara|Paba', 'Shaheb Bazar|Uposhohor|Binodpur|Katakhali'),
          d('Bogura', 'Bogura Sadar|Sherpur|Shibganj', 'Satmatha|BSCIC Bogura|Sherpur'),
          d('Pabna', 'Pabna Sadar|Ishwardi|Bera', 'Pabna Town|Ishwardi EPZ|Bera'),
          d('Sirajganj', 'Sirajganj Sadar|Shahjadpur|Ullapara', 'Sirajganj Town|Shahjadpur|Ullapara'),
        ],
      },
      {
        name: 'Khulna',
        districts: [
          d(
            'Khulna',
            'Khulna Sadar|Sonadanga|Khalishpur|Daulatpur',
            'Sonadanga|Khalishpur Industrial Area|Daulatpur|Boyra',
          ),
          d('Jashore', 'Jashore Sadar|Jhikargacha|Benapole', 'Jashore Town|Noapara|Benapole'),
          d('Kushtia', 'Kushtia Sadar|Kumarkhali|Bheramara', 'Kushtia Town|Kumarkhali|Bheramara'),
          d('Satkhira', 'Satkhira Sadar|Kalaroa|Shyamnagar', 'Satkhira Town|Kalaroa|Shyamnagar'),
        ],
      },
      {
        name: 'Barishal',
        districts: [
          d('Barishal', 'Kotwali|Bakerganj|Babuganj', 'Sadar Road|Rupatali|Nathullabad'),
          d('Patuakhali', 'Patuakhali Sadar|Kalapara|Galachipa', 'Patuakhali Town|Kuakata|Galachipa'),
          d('Bhola', 'Bhola Sadar|Char Fasson|Lalmohan', 'Bhola Town|Char Fasson|Lalmohan'),
        ],
      },
      {
        name: 'Sylhet',
        districts: [
          d(
            'Sylhet',
            'Kotwali|Jalalabad|Shah Poran|South Surma',
            'Zindabazar|Amberkhana|Upashahar|South Surma',
          ),
          d('Moulvibazar', 'Moulvibazar Sadar|Sreemangal|Kulaura', 'Moulvibazar Town|Sreemangal|Kulaura'),
          d('Habiganj', 'Habiganj Sadar|Chunarughat|Madhabpur', 'Habiganj Town|Shayestaganj|Madhabpur'),
          d('Sunamganj', 'Sunamganj Sadar|Chhatak|Jagannathpur', 'Sunamganj Town|Chhatak|Jagannathpur'),
        ],
      },
      {
        name: 'Rangpur',
        districts: [
          d('Rangpur', 'Kotwali|Mahiganj|Haragach', 'Jahaj Company Mor|Modern Mor|Haragach'),
          d('Dinajpur', 'Dinajpur Sadar|Parbatipur|Birampur', 'Dinajpur Town|Parbatipur|Fulbari'),
          d('Kurigram', 'Kurigram Sadar|Ulipur|Nageshwari', 'Kurigram Town|Ulipur|Nageshwari'),
        ],
      },
      {
        name: 'Mymensingh',
        districts: [
          d(
            'Mymensingh',
            'Kotwali|Bhaluka|Trishal|Muktagachha',
            'Charpara|Bhaluka|Trishal|Valuka Industrial Belt',
          ),
          d('Jamalpur', 'Jamalpur Sadar|Sarishabari|Islampur', 'Jamalpur Town|Sarishabari|Islampur'),
          d('Netrokona', 'Netrokona Sadar|Mohanganj|Durgapur', 'Netrokona Town|Mohanganj|Durgapur'),
        ],
      },
    ],
  },
  {
    name: 'India',
    divisions: [
      {
        name: 'West Bengal',
        districts: [
          d('Kolkata', 'Park Street|Bowbazar|Tollygunge', 'Salt Lake|Park Street|New Town'),
          d('Howrah', 'Howrah Sadar|Shibpur|Bally', 'Howrah Maidan|Shibpur|Bally'),
        ],
      },
      {
        name: 'Maharashtra',
        districts: [
          d('Mumbai', 'Andheri|Bandra|Colaba', 'Andheri East|Bandra Kurla Complex|Lower Parel'),
          d('Pune', 'Shivajinagar|Hadapsar|Pimpri', 'Hinjewadi|Hadapsar|Pimpri-Chinchwad'),
        ],
      },
    ],
  },
  {
    name: 'Nepal',
    divisions: [
      {
        name: 'Bagmati',
        districts: [
          d(
            'Kathmandu',
            'Kathmandu Metropolitan|Kirtipur|Budhanilkantha',
            'Thamel|New Baneshwor|Durbar Marg',
          ),
          d('Lalitpur', 'Lalitpur Metropolitan|Godawari|Mahalaxmi', 'Pulchowk|Jawalakhel|Satdobato'),
        ],
      },
    ],
  },
  {
    name: 'Sri Lanka',
    divisions: [
      {
        name: 'Western Province',
        districts: [
          d('Colombo', 'Colombo Fort|Dehiwala|Maharagama', 'Colombo 03|Colombo 07|Rajagiriya'),
          d('Gampaha', 'Negombo|Katunayake|Kelaniya', 'Negombo|Katunayake EPZ|Kelaniya'),
        ],
      },
      {
        name: 'Central Province',
        districts: [
          d('Kandy', 'Kandy Four Gravets|Peradeniya|Katugastota', 'Kandy City|Peradeniya|Katugastota'),
          d('Nuwara Eliya', 'Nuwara Eliya|Hatton|Walapane', 'Nuwara Eliya Town|Hatton|Talawakele'),
        ],
      },
    ],
  },
];
