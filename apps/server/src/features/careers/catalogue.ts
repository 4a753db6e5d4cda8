// The shipped career catalogue. Ids are stable for good: a category's careers are numbered category × 100 + n, a
// retired career's id is never reused, and a new career takes the next free number of its category. Students'
// choices are stored by these ids, so renaming is safe and removing a career drops it from everyone's choices.
//
// `classes` is the range of classes (1–12) a career is offered to; `subjects` are the content's subject names
// that lead towards it (primary classes learn EVS, middle and secondary classes Science, senior classes Physics,
// Chemistry and Biology, so a career names each level's subject to weigh Move at every age).

export type CatalogueSubject =
  'Mathematics' | 'Science' | 'Physics' | 'Chemistry' | 'Biology' | 'Social Science' | 'English' | 'EVS';

export type CatalogueCareer = {
  id: number;
  name: string;
  classes: readonly [min: number, max: number];
  subjects: readonly CatalogueSubject[];
};

export type CatalogueCategory = { id: number; name: string; careers: readonly CatalogueCareer[] };

const c = (
  id: number,
  name: string,
  classes: readonly [number, number],
  subjects: readonly CatalogueSubject[],
): CatalogueCareer => ({ id, name, classes, subjects });

export const CAREER_CATALOGUE: readonly CatalogueCategory[] = [
  {
    id: 1,
    name: 'Engineering & Technology',
    careers: [
      c(101, 'Software Engineer', [6, 12], ['Mathematics', 'Physics', 'Science', 'English']),
      c(102, 'Civil Engineer', [6, 12], ['Mathematics', 'Physics', 'Science']),
      c(103, 'Mechanical Engineer', [6, 12], ['Mathematics', 'Physics', 'Science']),
      c(104, 'Electrical & Electronics Engineer', [8, 12], ['Mathematics', 'Physics', 'Science']),
      c(105, 'Data Scientist', [8, 12], ['Mathematics', 'English']),
      c(106, 'Robotics Engineer', [4, 12], ['Mathematics', 'Physics', 'Science', 'EVS']),
      c(107, 'Aerospace Engineer', [8, 12], ['Mathematics', 'Physics', 'Chemistry', 'Science']),
      c(108, 'Cybersecurity Analyst', [8, 12], ['Mathematics', 'English']),
    ],
  },
  {
    id: 2,
    name: 'Medicine & Health',
    careers: [
      c(201, 'Doctor', [1, 12], ['Biology', 'Chemistry', 'Science', 'EVS']),
      c(202, 'Nurse', [1, 12], ['Biology', 'Science', 'EVS', 'English']),
      c(203, 'Dentist', [6, 12], ['Biology', 'Chemistry', 'Science']),
      c(204, 'Pharmacist', [8, 12], ['Chemistry', 'Biology', 'Science']),
      c(205, 'Physiotherapist', [8, 12], ['Biology', 'Physics', 'Science']),
      c(206, 'Veterinarian', [1, 12], ['Biology', 'Science', 'EVS']),
      c(207, 'Nutritionist & Dietitian', [6, 12], ['Biology', 'Chemistry', 'Science']),
    ],
  },
  {
    id: 3,
    name: 'Science & Research',
    careers: [
      c(301, 'Scientist', [1, 12], ['Science', 'EVS', 'Mathematics']),
      c(302, 'Space Scientist', [4, 12], ['Physics', 'Mathematics', 'Science', 'EVS']),
      c(303, 'Biotechnologist', [8, 12], ['Biology', 'Chemistry', 'Science']),
      c(304, 'Chemist', [6, 12], ['Chemistry', 'Science', 'Mathematics']),
      c(305, 'Physicist', [8, 12], ['Physics', 'Mathematics', 'Science']),
      c(306, 'Mathematician & Statistician', [6, 12], ['Mathematics']),
    ],
  },
  {
    id: 4,
    name: 'Commerce & Finance',
    careers: [
      c(401, 'Chartered Accountant', [8, 12], ['Mathematics', 'English', 'Social Science']),
      c(402, 'Banker', [6, 12], ['Mathematics', 'Social Science', 'English']),
      c(403, 'Entrepreneur', [1, 12], ['Mathematics', 'English', 'Social Science', 'EVS']),
      c(404, 'Investment Analyst', [9, 12], ['Mathematics', 'English']),
      c(405, 'Actuary', [9, 12], ['Mathematics']),
      c(406, 'Economist', [8, 12], ['Mathematics', 'Social Science']),
    ],
  },
  {
    id: 5,
    name: 'Law & Public Service',
    careers: [
      c(501, 'Lawyer', [6, 12], ['English', 'Social Science']),
      c(502, 'Judge', [8, 12], ['English', 'Social Science']),
      c(503, 'Civil Servant (IAS / IPS)', [6, 12], ['Social Science', 'English', 'Mathematics']),
      c(504, 'Diplomat (IFS)', [8, 12], ['Social Science', 'English']),
      c(505, 'Social Worker', [1, 12], ['Social Science', 'English', 'EVS']),
    ],
  },
  {
    id: 6,
    name: 'Arts & Design',
    careers: [
      c(601, 'Artist', [1, 12], ['English', 'Social Science', 'EVS']),
      c(602, 'Architect', [6, 12], ['Mathematics', 'Physics', 'Science']),
      c(603, 'Fashion Designer', [6, 12], ['Mathematics', 'English', 'Social Science']),
      c(604, 'Graphic Designer', [6, 12], ['English', 'Mathematics']),
      c(605, 'Animator & Game Designer', [4, 12], ['Mathematics', 'Physics', 'Science', 'English']),
      c(606, 'Musician', [1, 12], ['English', 'Mathematics']),
      c(607, 'Interior Designer', [8, 12], ['Mathematics', 'Physics']),
    ],
  },
  {
    id: 7,
    name: 'Media & Communication',
    careers: [
      c(701, 'Journalist', [6, 12], ['English', 'Social Science']),
      c(702, 'Author & Writer', [1, 12], ['English']),
      c(703, 'Film Maker', [6, 12], ['English', 'Social Science']),
      c(704, 'Public Relations Specialist', [9, 12], ['English', 'Social Science']),
      c(705, 'Digital Content Creator', [6, 12], ['English', 'Social Science']),
      c(706, 'News Anchor & Radio Jockey', [4, 12], ['English', 'Social Science']),
    ],
  },
  {
    id: 8,
    name: 'Education',
    careers: [
      c(801, 'School Teacher', [1, 12], ['English', 'Mathematics', 'Science', 'EVS']),
      c(802, 'Professor', [8, 12], ['English', 'Mathematics', 'Science']),
      c(803, 'Special Educator', [8, 12], ['English', 'Social Science', 'Biology']),
      c(804, 'Librarian', [6, 12], ['English', 'Social Science']),
      c(805, 'Career Counsellor', [8, 12], ['English', 'Social Science']),
    ],
  },
  {
    id: 9,
    name: 'Agriculture & Environment',
    careers: [
      c(901, 'Farmer & Agri-entrepreneur', [1, 12], ['EVS', 'Biology', 'Science', 'Chemistry']),
      c(902, 'Agricultural Scientist', [6, 12], ['Biology', 'Chemistry', 'Science']),
      c(903, 'Environmental Scientist', [4, 12], ['EVS', 'Science', 'Biology', 'Chemistry']),
      c(904, 'Forest Officer', [6, 12], ['Biology', 'Social Science', 'Science', 'EVS']),
      c(905, 'Marine Biologist', [6, 12], ['Biology', 'Science', 'EVS']),
      c(906, 'Food Technologist', [8, 12], ['Chemistry', 'Biology', 'Science']),
    ],
  },
  {
    id: 10,
    name: 'Defence & Security',
    careers: [
      c(1001, 'Army Officer', [1, 12], ['Mathematics', 'Science', 'Physics', 'Social Science', 'EVS']),
      c(1002, 'Navy Officer', [6, 12], ['Mathematics', 'Physics', 'Science']),
      c(1003, 'Air Force Pilot', [1, 12], ['Physics', 'Mathematics', 'Science', 'EVS']),
      c(1004, 'Police Officer', [1, 12], ['Social Science', 'English', 'EVS']),
      c(1005, 'Forensic Scientist', [8, 12], ['Chemistry', 'Biology', 'Science']),
    ],
  },
  {
    id: 11,
    name: 'Sports & Fitness',
    careers: [
      c(1101, 'Athlete', [1, 12], ['Biology', 'Science', 'EVS']),
      c(1102, 'Cricketer', [1, 12], ['Science', 'EVS', 'Mathematics']),
      c(1103, 'Sports Coach', [6, 12], ['Biology', 'Science', 'English']),
      c(1104, 'Fitness Trainer', [6, 12], ['Biology', 'Science']),
      c(1105, 'Yoga Instructor', [4, 12], ['Biology', 'Science', 'EVS']),
      c(1106, 'Sports Analyst', [9, 12], ['Mathematics', 'English']),
    ],
  },
  {
    id: 12,
    name: 'Hospitality & Travel',
    careers: [
      c(1201, 'Chef', [1, 12], ['Chemistry', 'Science', 'EVS']),
      c(1202, 'Hotel Manager', [8, 12], ['English', 'Mathematics', 'Social Science']),
      c(1203, 'Tour Guide', [4, 12], ['Social Science', 'English', 'EVS']),
      c(1204, 'Airline Cabin Crew', [8, 12], ['English', 'Social Science']),
      c(1205, 'Event Manager', [8, 12], ['English', 'Mathematics']),
    ],
  },
  {
    id: 13,
    name: 'Humanities & Social Sciences',
    careers: [
      c(1301, 'Psychologist', [8, 12], ['Biology', 'English', 'Social Science', 'Science']),
      c(1302, 'Historian & Archaeologist', [4, 12], ['Social Science', 'English', 'EVS']),
      c(1303, 'Urban Planner', [6, 12], ['Social Science', 'Mathematics']),
      c(1304, 'Translator', [6, 12], ['English', 'Social Science']),
    ],
  },
  {
    id: 14,
    name: 'Business & Management',
    careers: [
      c(1401, 'Marketing Manager', [8, 12], ['English', 'Mathematics', 'Social Science']),
      c(1402, 'Human Resources Manager', [9, 12], ['English', 'Social Science']),
      c(1403, 'Product Manager', [9, 12], ['English', 'Mathematics']),
      c(1404, 'Supply Chain Manager', [9, 12], ['Mathematics', 'Social Science']),
    ],
  },
];
