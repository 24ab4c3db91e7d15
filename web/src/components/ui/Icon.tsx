// The CMS stores icon names (cms/src/fields/icon.ts); this maps each to a lucide icon. Named
// imports keep the bundle to the icons we actually use.
import {
  Award, Boxes, Calendar, ChartColumn, Coffee, DollarSign, Flower2, Globe, Handshake, Heart, House, Layers, Link,
  Mail, MapPin, Megaphone, Package, Rocket, Ruler, Scale, Search, Shield, ShoppingCart, Sparkles, Star, Store,
  Target, TrendingUp, Users, Wine, Wrench, Zap, type LucideIcon,
} from 'lucide-react'

const icons: Record<string, LucideIcon> = {
  store: Store, coffee: Coffee, flower: Flower2, wine: Wine, cart: ShoppingCart, ruler: Ruler, home: House,
  wrench: Wrench, rocket: Rocket, megaphone: Megaphone, boxes: Boxes, scale: Scale, 'map-pin': MapPin,
  handshake: Handshake, award: Award, users: Users, sparkles: Sparkles, 'trending-up': TrendingUp, mail: Mail,
  package: Package, link: Link, shield: Shield, heart: Heart, globe: Globe, chart: ChartColumn, calendar: Calendar,
  star: Star, search: Search, target: Target, layers: Layers, zap: Zap, dollar: DollarSign,
}

export function Icon({ name, className = 'size-6' }: { name: string | null | undefined; className?: string }) {
  const Component = (name && icons[name]) || Sparkles
  return <Component className={className} aria-hidden="true" focusable="false" />
}
