import { describeStoryScreenshots } from './captureStories';
import { arabicPhone } from './variants';

await describeStoryScreenshots(arabicPhone);
