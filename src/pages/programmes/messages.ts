// The programmes' pages' messages: they are the money pages' catalogue (a catalogue of their own
// would add its files to the first load's table of catalogues).
import '../money/messages';
