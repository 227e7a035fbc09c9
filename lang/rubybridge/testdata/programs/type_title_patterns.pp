demo_pair { 'l=r': weight => 1 }
notice(Demo_pair['l=r']['weight'])
demo_pair { 'single': weight => 2 }
notice(Demo_pair['single']['weight'])
demo_pair { 'other': left => 'l', right => 'r' }
