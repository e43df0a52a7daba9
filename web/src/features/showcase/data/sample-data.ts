/**
 * The showcase's sample data (spec learning-content 2 and 3): shown, marked 'Sample', where there is no
 * real learning to show. None of it is anyone's real record.
 */

export const STARTER_QUESTIONS = ['What is Shabbat?', 'Why do we light Chanukah candles?', 'What sound does the letter Bet make?'] as const;

export const SAMPLE_CONVERSATION = [
  { id: 's1', from: 'you', text: 'Why do we eat apples and honey on Rosh Hashana?' },
  { id: 's2', from: 'morah', text: 'Great question! We dip apples in honey to wish each other a sweet new year. What do you hope will be sweet in your year?' },
  { id: 's3', from: 'you', text: 'Learning to read Hebrew!' },
  { id: 's4', from: 'morah', text: 'What a sweet wish! Shall we start with a letter? The first one is Alef. Do you know what sound it makes?' },
] as const;

export interface WeeklyProgressDay {
  day: string;
  minutes: number;
  xp: number;
}

export interface AnalyticsData {
  weeklyProgress: WeeklyProgressDay[];
  activityBreakdown: { activity: string; percentage: number; color: string }[];
  streakDays: number;
  totalXP: number;
  lessonsCompleted: number;
  averageScore: number | null;
  focusAreas: { subject: string; proficiency: number; trend: 'up' | 'down' | 'stable' }[];
}

export const SAMPLE_ANALYTICS: AnalyticsData = {
  weeklyProgress: [
    { day: 'Sun', minutes: 25, xp: 50 },
    { day: 'Mon', minutes: 15, xp: 30 },
    { day: 'Tue', minutes: 30, xp: 60 },
    { day: 'Wed', minutes: 20, xp: 45 },
    { day: 'Thu', minutes: 35, xp: 70 },
    { day: 'Fri', minutes: 10, xp: 20 },
    { day: 'Sat', minutes: 0, xp: 0 },
  ],
  activityBreakdown: [
    { activity: 'Chat with Morah', percentage: 35, color: '#1f5fad' },
    { activity: 'Parsha reading', percentage: 25, color: '#1f7a6f' },
    { activity: 'Coloring', percentage: 20, color: '#c2502f' },
    { activity: 'Games', percentage: 20, color: '#b7791f' },
  ],
  streakDays: 7,
  totalXP: 1250,
  lessonsCompleted: 24,
  averageScore: 85,
  focusAreas: [
    { subject: 'Torah', proficiency: 82, trend: 'up' },
    { subject: 'Hebrew', proficiency: 68, trend: 'up' },
    { subject: 'Holidays', proficiency: 90, trend: 'stable' },
    { subject: 'History', proficiency: 55, trend: 'down' },
  ],
};

export interface StudentSummary {
  id: number;
  name: string;
  currentLevel: number;
  xpThisWeek: number;
  lessonsCompleted: number;
  averageScore: number | null;
  engagementTrend: 'up' | 'down' | 'stable';
  lastActive: string;
  focusAreas: string[];
  strugglingWith: string[];
  achievements: number;
}

export const SAMPLE_STUDENTS: StudentSummary[] = [
  { id: 1, name: 'Avi L.', currentLevel: 4, xpThisWeek: 320, lessonsCompleted: 18, averageScore: 92, engagementTrend: 'up', lastActive: 'Today', focusAreas: ['Torah', 'Hebrew'], strugglingWith: [], achievements: 9 },
  { id: 2, name: 'Tamar S.', currentLevel: 3, xpThisWeek: 240, lessonsCompleted: 14, averageScore: 84, engagementTrend: 'stable', lastActive: 'Yesterday', focusAreas: ['Holidays'], strugglingWith: ['Hebrew vowels'], achievements: 6 },
  { id: 3, name: 'Eli K.', currentLevel: 2, xpThisWeek: 90, lessonsCompleted: 7, averageScore: 61, engagementTrend: 'down', lastActive: '4 days ago', focusAreas: ['Games'], strugglingWith: ['Parsha names', 'Gematria'], achievements: 3 },
  { id: 4, name: 'Noa B.', currentLevel: 5, xpThisWeek: 410, lessonsCompleted: 25, averageScore: 95, engagementTrend: 'up', lastActive: 'Today', focusAreas: ['Torah', 'History'], strugglingWith: [], achievements: 12 },
];
