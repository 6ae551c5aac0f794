import { proxyToAcademy } from '@/lib/server/bff';

export const dynamic = 'force-dynamic';

export {
  proxyToAcademy as DELETE,
  proxyToAcademy as GET,
  proxyToAcademy as PATCH,
  proxyToAcademy as POST,
  proxyToAcademy as PUT,
};
