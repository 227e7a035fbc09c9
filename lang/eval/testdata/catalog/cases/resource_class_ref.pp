class x { notice('x') }
include Resource['class', 'x']
notice(Resource['class', 'x'])
