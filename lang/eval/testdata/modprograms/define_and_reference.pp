util::tag { 'x': }
notice(Util::Tag['x'])
notice(defined(Util::Tag['x']))
notice(defined('clock::peer'))
notice(defined(Clock::Peer))
notice(defined('nosuch::thing'))
