import { describeStoryScreenshots } from './captureStories';
import { dark } from './variants';

await describeStoryScreenshots(dark);
