import { __iconData as chartColumn } from 'lucide-react/icons/chart-column';
import { __iconData as circleCheck } from 'lucide-react/icons/circle-check';
import { __iconData as circlePause } from 'lucide-react/icons/circle-pause';
import { __iconData as download } from 'lucide-react/icons/download';
import { __iconData as imagePlus } from 'lucide-react/icons/image-plus';
import { __iconData as pencil } from 'lucide-react/icons/pencil';
import { __iconData as plus } from 'lucide-react/icons/plus';
import { __iconData as sparkles } from 'lucide-react/icons/sparkles';
import { __iconData as trash } from 'lucide-react/icons/trash';
import { lucideIcon } from '../../ui/icons.tsx';

/** Icons only the editors' screens draw (the reader's pages do not load their drawings). */
export const BarChart3 = lucideIcon(chartColumn);
export const CheckCircle2 = lucideIcon(circleCheck);
export const CirclePause = lucideIcon(circlePause);
export const Download = lucideIcon(download);
export const ImagePlus = lucideIcon(imagePlus);
export const Pencil = lucideIcon(pencil);
export const Plus = lucideIcon(plus);
export const Sparkles = lucideIcon(sparkles);
export const Trash2 = lucideIcon(trash);
