import { describeStoryScreenshots } from './captureStories';
import { phone } from './variants';

await describeStoryScreenshots(phone);
