class outer {
  define inner($v) { notice("inner ${v}") }
  outer::inner { 'i': v => 1 }
  notice('outer body')
}
include outer
notice('main')
