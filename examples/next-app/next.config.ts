import type { NextConfig } from 'next';

// A partner's ordinary config: no transpilePackages, no aliases. The packages are used as npm installed them.
const nextConfig: NextConfig = {
  reactStrictMode: true,
};

export default nextConfig;
